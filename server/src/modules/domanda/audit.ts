import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';

export interface VoceAuditDomanda {
  readonly idDomanda: number;
  /** A person with their role, or the external portal's client. */
  readonly attore: { readonly username: string; readonly ruolo: string };
  readonly azione: string;
  readonly statoDa: string | null;
  readonly statoA: string | null;
  readonly note?: string | null;
}

/** Appends to the application's history (who, role, when, action, from, to, note); the table refuses changes. */
export async function scriviAuditDomanda(tx: AppDatabase, voce: VoceAuditDomanda): Promise<void> {
  await tx.execute(sql`INSERT INTO domanda_audit (id_domanda, username, ruolo, azione, stato_da, stato_a, note)
    VALUES (${voce.idDomanda}, ${voce.attore.username}, ${voce.attore.ruolo}, ${voce.azione}, ${voce.statoDa},
      ${voce.statoA}, ${voce.note ?? null})`);
}

/** Appends one history line per row of `righe` (`id_domanda`, `stato_da`, `stato_a`, `note`), all by one actor. */
export async function scriviAuditDomandeDa(
  tx: AppDatabase,
  voce: Pick<VoceAuditDomanda, 'attore' | 'azione'>,
  righe: SQL,
): Promise<void> {
  await tx.execute(sql`INSERT INTO domanda_audit (id_domanda, username, ruolo, azione, stato_da, stato_a, note)
    SELECT r.id_domanda, ${voce.attore.username}, ${voce.attore.ruolo}, ${voce.azione}, r.stato_da, r.stato_a, r.note
    FROM (${righe}) r`);
}
