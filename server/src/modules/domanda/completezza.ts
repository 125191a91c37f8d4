import { sql } from 'drizzle-orm';
import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import type { AppDatabase } from '../../db/database';
import type { FieldErrors } from '../../http/errors';
import { righe } from '../../db/sql';

interface BeneficiarioIncompleto {
  readonly idBeneficiario: number;
  readonly denominazione: string;
  readonly sedi: number;
  readonly categorieMancanti: { idCategoria: number; descrizione: string }[];
}

/** Required categories without a file in force (no expiry, or not expired), of the application or of a beneficiary. */
const categorieMancanti = (ambito: 'DOMANDA' | 'BENEFICIARIO', titolare: ReturnType<typeof sql>, oggi: string) =>
  sql`coalesce((SELECT json_agg(json_build_object('idCategoria', c.id_categoria, 'descrizione', c.descrizione)
      ORDER BY c.id_categoria)
    FROM categoria_allegato_domanda c WHERE c.ambito = ${ambito} AND c.obbligatoria AND NOT EXISTS (
      SELECT 1 FROM allegato_domanda a WHERE a.id_categoria = c.id_categoria AND ${titolare}
        AND (a.data_scadenza IS NULL OR a.data_scadenza >= ${oggi}::date))), '[]'::json)`;

/**
 * What the application lacks to be forwarded, keyed by where a person fixes it: general data, mail and
 * PEC, legal representative, at least one beneficiary, a site for each, every required attachment category.
 */
export async function mancanzeDomanda(tx: AppDatabase, domanda: DettaglioDomanda, oggi: string): Promise<FieldErrors> {
  const mancanze: FieldErrors = {};
  if (!domanda.descrizione?.trim()) mancanze.descrizione = 'Descrivere il programma del distretto nei dati generali';
  if (!domanda.mail) mancanze.mail = "Indicare l'email del proponente";
  if (!domanda.pec) mancanze.pec = 'Indicare la PEC del proponente';
  if (!domanda.rappresentanteLegale) mancanze.rappresentanteLegale = 'Indicare il rappresentante legale';
  const [{ categorie }] = await righe<{ categorie: BeneficiarioIncompleto['categorieMancanti'] }>(
    tx,
    sql`SELECT ${categorieMancanti(
      'DOMANDA',
      sql`a.id_domanda = ${domanda.idDomanda} AND a.id_beneficiario IS NULL`,
      oggi,
    )} AS categorie`,
  );
  for (const { idCategoria, descrizione } of categorie)
    mancanze[`allegati.${idCategoria}`] = `Caricare l'allegato «${descrizione}»`;
  const beneficiari = await righe<BeneficiarioIncompleto>(
    tx,
    sql`SELECT b.id_beneficiario AS "idBeneficiario", b.denominazione,
        (SELECT count(*)::int FROM sede_beneficiario s WHERE s.id_beneficiario = b.id_beneficiario) AS sedi,
        ${categorieMancanti('BENEFICIARIO', sql`a.id_beneficiario = b.id_beneficiario`, oggi)} AS "categorieMancanti"
      FROM beneficiario_domanda b WHERE b.id_domanda = ${domanda.idDomanda} ORDER BY b.id_beneficiario`,
  );
  if (beneficiari.length === 0) mancanze.beneficiari = 'Aggiungere almeno un beneficiario';
  for (const { idBeneficiario, denominazione, sedi, categorieMancanti: mancanti } of beneficiari) {
    const chiave = `beneficiari.${idBeneficiario}`;
    if (sedi === 0) mancanze[`${chiave}.sedi`] = `Aggiungere una sede operativa al beneficiario «${denominazione}»`;
    for (const { idCategoria, descrizione } of mancanti)
      mancanze[`${chiave}.allegati.${idCategoria}`] =
        `Caricare l'allegato «${descrizione}» del beneficiario «${denominazione}»`;
  }
  return mancanze;
}
