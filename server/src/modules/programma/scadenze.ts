import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { lista, righe } from '../../db/sql';
import { SISTEMA } from '../audit/audit';
import { applica, type Dipendenze } from './executor';
import { blocca } from './repository';
import type { TRANSIZIONI_DEL_SERVER } from './transitions';

/**
 * The procedural clock (art. 10-bis L. 241/1990). Entering PREAVVISO_RIGETTO sets the deadline for the
 * counter-deductions PREAVVISO_GIORNI days ahead (`clock.ts`); once it has passed with no counter-deduction file,
 * the proponent's silence counts as accepting the rejection: the server's own step `decorrenzaTermini`.
 */
const accettazione = AZIONI_PROGRAMMA.accettaSenzaControDeduzioni;
const NOTA = 'Termine per le controdeduzioni scaduto senza risposta del proponente.';

const scaduto = (oggi: string) =>
  sql`p.id_stato IN (${lista(accettazione.states)}) AND p.scadenza_controdeduzioni < ${oggi}::date`;

/**
 * Closes every expired notice, each in its own transaction. Idempotent and safe with several processes: a row another
 * process holds is skipped, and one already closed no longer matches. Answers the programmes closed by this call.
 */
export async function chiudiPreavvisiScaduti(deps: Dipendenze, oggi = deps.oggi()): Promise<number[]> {
  const scaduti = await righe<{ id: number }>(
    deps.db,
    sql`SELECT p.id_programma_investimento AS id FROM programma_investimento p WHERE ${scaduto(oggi)} ORDER BY 1`,
  );
  const chiusi: number[] = [];
  for (const { id } of scaduti) {
    const chiuso = await deps.db.transaction(async (tx) => {
      const programma = await blocca(tx, id, scaduto(oggi), true);
      if (!programma || (await deps.guards.hasCounterDeductionFile(tx, id))) return false;
      await applica(
        tx,
        { ...deps, oggi: () => oggi },
        {
          azione: 'decorrenzaTermini' satisfies keyof typeof TRANSIZIONI_DEL_SERVER,
          label: 'Decorrenza del termine per le controdeduzioni',
          programma,
          attore: SISTEMA,
          input: { note: NOTA },
        },
      );
      return true;
    });
    if (chiuso) chiusi.push(id);
  }
  return chiusi;
}

/** Runs the job now (so a restart catches up) and then every `ogniMs`; answers the function that stops it. */
export function avviaScadenzario(deps: Dipendenze, log: FastifyBaseLogger, ogniMs = 60 * 60 * 1000): () => void {
  const esegui = () =>
    chiudiPreavvisiScaduti(deps).then(
      (chiusi) => {
        if (chiusi.length > 0) log.info({ programmi: chiusi }, 'Preavvisi di rigetto scaduti: programmi non ammessi');
      },
      (error: unknown) => log.error({ err: error }, 'Controllo delle scadenze non riuscito'),
    );
  void esegui();
  const timer = setInterval(esegui, ogniMs);
  timer.unref();
  return () => clearInterval(timer);
}
