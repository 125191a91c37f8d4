import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import type { Anagrafica } from '../../../../contract/beneficiari/record';
import { inserisci } from './repository';

const ELENCHI = {
  investimento: 'ordine, descrizione, cod_regione, importo',
  fabbisogno: 'ordine, descrizione, importo',
  copertura: 'ordine, tipo, importo',
  cronoprogramma: 'ordine, descrizione, data_inizio, data_fine',
} as const;

const ESL = 'durata_anni, preammortamento_anni, rate_annue, tasso_agevolato, tasso_riferimento, tasso_attualizzazione';

/**
 * The new beneficiary takes the old one's place with a copy of its money, schedule, ESL and CDP code; the old one
 * stays, untouched but replaced, so cancelling the takeover gives it back as it was. Answers the new one's id.
 */
export async function subentra(
  tx: AppDatabase,
  vecchio: { readonly idBeneficiario: number; readonly idProgrammaInvestimento: number },
  codiceFiscale: string,
  dati: Anagrafica,
): Promise<number> {
  const nuovo = await inserisci(tx, vecchio.idProgrammaInvestimento, codiceFiscale, dati, vecchio.idBeneficiario);
  for (const [tabella, colonne] of Object.entries(ELENCHI)) {
    await tx.execute(sql`INSERT INTO ${sql.raw(tabella)} (id_beneficiario, ${sql.raw(colonne)})
      SELECT ${nuovo}, ${sql.raw(colonne)} FROM ${sql.raw(tabella)} WHERE id_beneficiario = ${vecchio.idBeneficiario}`);
  }
  await tx.execute(sql`UPDATE esl SET (${sql.raw(ESL)}) = (SELECT ${sql.raw(ESL)} FROM esl
    WHERE id_beneficiario = ${vecchio.idBeneficiario})
    WHERE id_beneficiario = ${nuovo}`);
  await tx.execute(sql`UPDATE beneficiario n SET codice_cdp = v.codice_cdp, abilitato = v.abilitato
    FROM beneficiario v WHERE v.id_beneficiario = ${vecchio.idBeneficiario} AND n.id_beneficiario = ${nuovo}`);
  await tx.execute(sql`UPDATE beneficiario SET stato = 'SOSTITUITO', stato_dal = now(), updated_at = now()
    WHERE id_beneficiario = ${vecchio.idBeneficiario}`);
  return nuovo;
}

/** Removes the new beneficiary, with all it holds, and makes the old one active again. */
export async function annullaSubentro(
  tx: AppDatabase,
  idBeneficiarioNuovo: number,
  idBeneficiarioVecchio: number,
): Promise<void> {
  await tx.execute(sql`DELETE FROM beneficiario WHERE id_beneficiario = ${idBeneficiarioNuovo}`);
  await tx.execute(sql`UPDATE beneficiario SET stato = 'ATTIVO', stato_dal = now(), updated_at = now()
    WHERE id_beneficiario = ${idBeneficiarioVecchio}`);
}
