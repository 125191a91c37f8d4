import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';

/** The checklists that come back with every takeover or variation; the others have one round only. */
export type TipoATurni = 'SUBENTRO' | 'VARIAZIONE';

/** An answer `r` (of `checklist_voce`, NULL when none) still missing: none, or NO without the note that explains it. */
export const RISPOSTA_MANCANTE = sql`(r.esito IS NULL OR (r.esito = 'NO' AND coalesce(trim(r.note), '') = ''))`;

const delProgramma = (idProgrammaInvestimento: number, tipo: TipoATurni) =>
  sql`id_programma_investimento = ${idProgrammaInvestimento} AND tipo = ${tipo} AND ambito = 'PROGRAMMA'`;

/**
 * A new takeover or variation starts: the previous rounds are closed, kept with their answers and files as history,
 * and an empty checklist opens, so the new round is judged on its own answers. In the caller's transaction.
 */
export async function apriTurno(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  tipo: TipoATurni,
  username: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE checklist SET chiusa_il = now() WHERE ${delProgramma(idProgrammaInvestimento, tipo)}
      AND chiusa_il IS NULL`,
  );
  await tx.execute(sql`INSERT INTO checklist (id_programma_investimento, tipo, ambito, turno, aggiornata_da)
    SELECT ${idProgrammaInvestimento}, ${tipo}, 'PROGRAMMA', coalesce(max(turno), 0) + 1, ${username}
    FROM checklist WHERE ${delProgramma(idProgrammaInvestimento, tipo)}`);
}

/** The takeover or variation is concluded: its round becomes history. */
export async function chiudiTurno(tx: AppDatabase, idProgrammaInvestimento: number, tipo: TipoATurni): Promise<void> {
  await tx.execute(
    sql`UPDATE checklist SET chiusa_il = now() WHERE ${delProgramma(idProgrammaInvestimento, tipo)}
      AND chiusa_il IS NULL`,
  );
}

/** The items of the open round's checklist still missing, in their order, by the words a person reads. */
export async function vociMancantiDelTurno(
  tx: AppDatabase,
  idProgrammaInvestimento: number,
  tipo: TipoATurni,
): Promise<string[]> {
  const mancanti = await righe<{ descrizione: string }>(
    tx,
    sql`SELECT v.descrizione FROM voce_checklist v
      LEFT JOIN checklist c ON c.id_programma_investimento = ${idProgrammaInvestimento} AND c.tipo = v.tipo
        AND c.ambito = v.ambito AND c.chiusa_il IS NULL
      LEFT JOIN checklist_voce r ON r.id_checklist = c.id_checklist AND r.id_voce = v.id_voce
      WHERE v.tipo = ${tipo} AND v.ambito = 'PROGRAMMA' AND ${RISPOSTA_MANCANTE} ORDER BY v.ordine`,
  );
  return mancanti.map(({ descrizione }) => descrizione);
}
