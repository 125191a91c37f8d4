import { sql } from 'drizzle-orm';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { lista, righe } from '../../db/sql';
import { avviaLavoratore, type DefinizioneLavoro, type Registro } from '../../lavori/lavoratore';
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

/** The name of the expiry among the background jobs (`server/src/lavori`). */
export const SCADENZE_CONTRODEDUZIONI = 'scadenze-controdeduzioni';

/** The closing of the expired notices as a background job, once every `ogniMs` across processes. */
export function lavoroScadenze(deps: Dipendenze, log: Registro, ogniMs = 60 * 60 * 1000): DefinizioneLavoro {
  return {
    nome: SCADENZE_CONTRODEDUZIONI,
    ogniMs,
    async esegui() {
      const chiusi = await chiudiPreavvisiScaduti(deps);
      if (chiusi.length > 0) log.info({ programmi: chiusi }, 'Preavvisi di rigetto scaduti: programmi non ammessi');
    },
  };
}

/**
 * A worker for the expiry alone: the job runs now unless another process ran it in this period (so a restart catches
 * up), then once a period; answers the function that stops it. The portal runs it with its other jobs (`main.ts`).
 */
export function avviaScadenzario(deps: Dipendenze, log: Registro, ogniMs = 60 * 60 * 1000): () => void {
  const lavoratore = avviaLavoratore(deps.db, [lavoroScadenze(deps, log, ogniMs)], log);
  return () => void lavoratore.ferma();
}
