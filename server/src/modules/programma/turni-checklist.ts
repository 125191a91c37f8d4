import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

/** The checklists that come back with every takeover or variation; the others have one round only. */
export type TipoATurni = 'SUBENTRO' | 'VARIAZIONE';

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
