import { sql, type SQL } from 'drizzle-orm';
import type {
  BeneficiarioDomanda,
  SalvaBeneficiarioDomandaBody,
} from '../../../../../contract/beneficiariDomanda/record';
import type { AppDatabase } from '../../../db/database';
import { iso, righe } from '../../../db/sql';
import { importo } from '../../../domain/importo';

export const BENEFICIARIO_NON_TROVATO = 'Beneficiario non trovato';

const colonne = sql`b.id_beneficiario AS "idBeneficiario", b.id_domanda AS "idDomanda",
  b.codice_fiscale AS "codiceFiscale",
  b.denominazione, b.investimento_richiesto::float8 AS "investimentoRichiesto", b.mail, b.pec,
  (SELECT count(*)::int FROM sede_beneficiario s WHERE s.id_beneficiario = b.id_beneficiario) AS "nSedi",
  ${iso(sql`b.creato_il`)} AS "creatoIl"`;

export function elenco(db: AppDatabase, dove: SQL): Promise<BeneficiarioDomanda[]> {
  return righe(db, sql`SELECT ${colonne} FROM beneficiario_domanda b WHERE ${dove} ORDER BY b.id_beneficiario`);
}

export const dellaDomanda = (idDomanda: number): SQL => sql`b.id_domanda = ${idDomanda}`;

export async function perId(db: AppDatabase, idBeneficiario: number): Promise<BeneficiarioDomanda | undefined> {
  const [beneficiario] = await elenco(db, sql`b.id_beneficiario = ${idBeneficiario}`);
  return beneficiario;
}

/** The application a beneficiary belongs to. */
export async function domandaDi(db: AppDatabase, idBeneficiario: number): Promise<number | undefined> {
  const [riga] = await righe<{ idDomanda: number }>(
    db,
    sql`SELECT id_domanda AS "idDomanda" FROM beneficiario_domanda WHERE id_beneficiario = ${idBeneficiario}`,
  );
  return riga?.idDomanda;
}

/** A new beneficiary, or none when the application already has one with this fiscal code. */
export async function inserisci(
  tx: AppDatabase,
  idDomanda: number,
  codiceFiscale: string,
  denominazione: string,
): Promise<number | undefined> {
  const [riga] = await righe<{ id: number }>(
    tx,
    sql`INSERT INTO beneficiario_domanda (id_domanda, codice_fiscale, denominazione)
      VALUES (${idDomanda}, ${codiceFiscale}, ${denominazione})
      ON CONFLICT (id_domanda, codice_fiscale) DO NOTHING RETURNING id_beneficiario AS id`,
  );
  return riga?.id;
}

/**
 * The name the portal already knows for a fiscal code: the application's own proponent, a beneficiary of another
 * application or of a programme, a company that proposed something. Empty when nobody knows it.
 */
export async function denominazioneNota(db: AppDatabase, idDomanda: number, codiceFiscale: string): Promise<string> {
  const [riga] = await righe<{ denominazione: string }>(
    db,
    sql`SELECT denominazione FROM (
        SELECT p.denominazione, 0 AS fonte FROM domanda d JOIN proponente p USING (id_proponente)
        WHERE d.id_domanda = ${idDomanda} AND p.cuaa = ${codiceFiscale}
        UNION ALL SELECT denominazione, 1 FROM beneficiario_domanda WHERE codice_fiscale = ${codiceFiscale}
        UNION ALL SELECT denominazione, 2 FROM beneficiario WHERE codice_fiscale = ${codiceFiscale}
        UNION ALL SELECT denominazione, 3 FROM proponente WHERE cuaa = ${codiceFiscale}) n
      WHERE btrim(denominazione) <> '' ORDER BY fonte LIMIT 1`,
  );
  return riga?.denominazione ?? '';
}

export async function aggiorna(tx: AppDatabase, body: SalvaBeneficiarioDomandaBody): Promise<void> {
  await tx.execute(sql`UPDATE beneficiario_domanda SET denominazione = ${body.denominazione},
      investimento_richiesto = ${importo(body.investimentoRichiesto).toFixed(2)}::numeric, mail = ${body.mail ?? null},
      pec = ${body.pec ?? null}
    WHERE id_beneficiario = ${body.idBeneficiario}`);
}

/** Deletes the beneficiary with its sites and files; answers the stored files to remove after the commit. */
export async function elimina(tx: AppDatabase, idBeneficiario: number): Promise<string[]> {
  const file = await righe<{ chiave: string }>(
    tx,
    sql`SELECT chiave_file::text AS chiave FROM allegato_domanda WHERE id_beneficiario = ${idBeneficiario}`,
  );
  await tx.execute(sql`DELETE FROM beneficiario_domanda WHERE id_beneficiario = ${idBeneficiario}`);
  return file.map(({ chiave }) => chiave);
}
