import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { programmaAudit, utente } from '../../db/schema';

/** One step of a programme's history: who, with which role, did what, from which state to which. */
export interface VoceAudit {
  readonly idProgrammaInvestimento: number;
  readonly username: string;
  readonly ruolo: string;
  readonly azione: string;
  readonly statoDa: string | null;
  readonly statoA: string | null;
  readonly note?: string | null;
  /** The actor's name when acting; older rows are named from table `utente` when read. */
  readonly nominativo?: string | null;
}

/** The actor of what the server does on its own, such as closing an expired term. */
export const SISTEMA = { username: 'sistema', nominativo: 'Sistema', ruolo: 'SISTEMA' } as const;

/** Appends to the history; the table refuses updates and deletions. */
export async function scriviAudit(tx: AppDatabase, voce: VoceAudit): Promise<void> {
  await tx.insert(programmaAudit).values({ ...voce, note: voce.note ?? null, nominativo: voce.nominativo ?? null });
}

export async function storicoProgramma(db: AppDatabase, idProgrammaInvestimento: number) {
  return db
    .select({
      idAudit: programmaAudit.idAudit,
      utente: programmaAudit.username,
      nominativo: sql<string>`coalesce(${programmaAudit.nominativo}, ${utente.nome} || ' ' || ${utente.cognome},
        ${programmaAudit.username})`,
      ruolo: programmaAudit.ruolo,
      eseguitoIl: programmaAudit.eseguitoIl,
      azione: programmaAudit.azione,
      statoDa: programmaAudit.statoDa,
      statoA: programmaAudit.statoA,
      note: programmaAudit.note,
    })
    .from(programmaAudit)
    .leftJoin(utente, eq(utente.username, programmaAudit.username))
    .where(eq(programmaAudit.idProgrammaInvestimento, idProgrammaInvestimento))
    .orderBy(asc(programmaAudit.idAudit));
}
