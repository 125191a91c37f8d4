import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import { attesaDopo, type LimitiAccesso, type RegistroTentativi } from './limiti-accesso';

/**
 * The failures in `accesso_tentativo` (migration 016), on the database's clock: every process behind the balancer
 * counts the same failures and makes the same account wait.
 */
export function registroNelDatabase(db: AppDatabase, limiti: LimitiAccesso): RegistroTentativi {
  const finestra = sql`make_interval(secs => ${limiti.finestraSecondi})`;
  return {
    async attesa(chiavi) {
      const [{ secondi }] = await righe<{ secondi: number | string | null }>(
        db,
        sql`SELECT ceil(extract(epoch FROM max(attesa_fino) - now())) AS secondi FROM accesso_tentativo
            WHERE chiave IN (${sql.join(
              chiavi.map(({ chiave }) => sql`${chiave}`),
              sql`, `,
            )})`,
      );
      return Math.max(0, Number(secondi ?? 0));
    },
    async fallito(chiavi) {
      for (const { chiave, soglia } of chiavi) {
        // One statement counts the failure, so two processes failing at once both count.
        const [{ falliti }] = await righe<{ falliti: number }>(
          db,
          sql`INSERT INTO accesso_tentativo AS t (chiave, falliti, ultimo_fallimento) VALUES (${chiave}, 1, now())
              ON CONFLICT (chiave) DO UPDATE SET
                falliti = CASE WHEN t.ultimo_fallimento < now() - ${finestra} THEN 1 ELSE t.falliti + 1 END,
                ultimo_fallimento = now()
              RETURNING falliti`,
        );
        const secondi = attesaDopo(falliti, soglia, limiti);
        if (secondi > 0) {
          await db.execute(sql`UPDATE accesso_tentativo
            SET attesa_fino = greatest(attesa_fino, now() + make_interval(secs => ${secondi}))
            WHERE chiave = ${chiave}`);
        }
      }
      await db.execute(sql`DELETE FROM accesso_tentativo
        WHERE ultimo_fallimento < now() - ${finestra} AND (attesa_fino IS NULL OR attesa_fino < now())`);
    },
    async riuscito({ chiave }) {
      await db.execute(sql`DELETE FROM accesso_tentativo WHERE chiave = ${chiave}`);
    },
  };
}
