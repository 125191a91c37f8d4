import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { nomeBeneficiario, righe } from '../../db/sql';
import { selezionaFile, COLONNE_FILE, valoriFile, type FileCaricato, type RigaFile } from '../../engine/file-row';

export type TipoAllegatoProgramma = 'APPROVAZIONE' | 'RICHIESTA_INTEGRAZIONE' | 'INTEGRAZIONE' | 'CONTRODEDUZIONI';

export interface AllegatoProgramma extends RigaFile {
  readonly idAllegato: number;
  readonly idProgrammaInvestimento: number;
  readonly idBeneficiario: number | null;
  readonly denominazioneBeneficiario: string | null;
  readonly tipo: TipoAllegatoProgramma;
}

/** A row `a` of allegato_programma, joined to its beneficiary `b` by CON_BENEFICIARIO. */
const CAMPI = sql`a.id_allegato AS "idAllegato", a.id_programma_investimento AS "idProgrammaInvestimento",
  a.id_beneficiario AS "idBeneficiario", ${nomeBeneficiario('b')} AS "denominazioneBeneficiario", a.tipo,
  ${selezionaFile('a')}`;
/** A file of the whole programme has no beneficiary: its name is then null. */
const CON_BENEFICIARIO = sql`LEFT JOIN beneficiario b ON b.id_beneficiario = a.id_beneficiario`;

/** Files of the round the programme is in: sent since it entered its current state. Older rounds are sent documents. */
const DEL_TURNO = sql`a.caricato_il >= (SELECT p.stato_dal FROM programma_investimento p
  WHERE p.id_programma_investimento = a.id_programma_investimento)`;

export async function inserisci(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  tipo: TipoAllegatoProgramma,
  file: FileCaricato,
  idBeneficiario: number | null = null,
): Promise<AllegatoProgramma> {
  const [row] = await righe<AllegatoProgramma>(
    tx,
    sql`WITH a AS (INSERT INTO allegato_programma (id_programma_investimento, tipo, id_beneficiario, pubblicato,
      ${COLONNE_FILE})
        VALUES (${idProgrammaInvestimento}, ${tipo}, ${idBeneficiario}, true, ${valoriFile(file)}) RETURNING *)
      SELECT ${CAMPI} FROM a ${CON_BENEFICIARIO}`,
  );
  return row;
}

/** Deletes the files of the current round (one, or all of the type); answers the storage keys of those deleted. */
export async function eliminaDelTurno(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  tipo: TipoAllegatoProgramma,
  idAllegato?: number,
) {
  const rows = await righe<{ chiaveFile: string | null }>(
    tx,
    sql`DELETE FROM allegato_programma a WHERE a.id_programma_investimento = ${idProgrammaInvestimento}
      AND a.tipo = ${tipo}
      AND ${DEL_TURNO} AND ${idAllegato === undefined ? sql`true` : sql`a.id_allegato = ${idAllegato}`}
      RETURNING a.chiave_file::text AS "chiaveFile"`,
  );
  return rows.map((row) => row.chiaveFile).filter((chiave): chiave is string => chiave !== null);
}

/** The files of a type, the newest first; only rows that name a stored file. */
export function lista(db: AppDatabase, idProgrammaInvestimento: number, tipo: TipoAllegatoProgramma) {
  return righe<AllegatoProgramma>(
    db,
    sql`SELECT ${CAMPI} FROM allegato_programma a ${CON_BENEFICIARIO}
      WHERE a.id_programma_investimento = ${idProgrammaInvestimento} AND a.tipo = ${tipo} AND a.pubblicato
      AND a.chiave_file IS NOT NULL
      ORDER BY a.id_allegato DESC`,
  );
}

export async function ultimo(db: AppDatabase, idProgrammaInvestimento: number, tipo: TipoAllegatoProgramma) {
  const [row] = await lista(db, idProgrammaInvestimento, tipo);
  return row;
}
