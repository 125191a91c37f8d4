import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setImmediate as cedi } from 'node:timers/promises';
import type { AppDatabase } from '../db/database';
import { chiudiEsauriti, completa, fallisce, offriRicorrente, prendi, rinnova, type LavoroPreso } from './coda';

/** A kind of background job: what it does and, for a recurring one, how often it runs across all processes. */
export interface DefinizioneLavoro {
  readonly nome: string;
  /** Once per period slot of this length, across processes; absent for runs queued with `accoda`. */
  readonly ogniMs?: number;
  readonly massimoTentativi?: number;
  esegui(dati: unknown): Promise<void>;
}

export interface OpzioniLavoratore {
  /** How often the worker looks for due runs when it found none. */
  readonly attesaMs?: number;
  /** How long a claimed run stays this worker's without a renewal; renewed every third of it while it runs. */
  readonly bloccoMs?: number;
  /** The wait before the second attempt of a failed run, doubled at each further one. */
  readonly attesaBaseMs?: number;
  /** The worker's name in the table (`bloccato_da`); by default host, process and a random part. */
  readonly nome?: string;
}

export interface Registro {
  info(dati: object, messaggio: string): void;
  error(dati: object, messaggio: string): void;
}

export interface Lavoratore {
  readonly nome: string;
  /** One turn now: offers the recurring runs, then runs the due ones one after the other. Answers how many ran. */
  giro(): Promise<number>;
  /** Stops looking for runs and waits for the one running, if any. */
  ferma(): Promise<void>;
}

const predefinite = { attesaMs: 1_000, bloccoMs: 60_000, attesaBaseMs: 10_000 };

/**
 * The loop each process runs (docs/architecture.md, «Background jobs»). It holds no transaction while a job runs:
 * the claim is one short transaction and the lease does the rest, so on PGlite's single connection the requests and
 * the job's own statements take turns with it, and between two runs the worker yields to them.
 */
export function avviaLavoratore(
  db: AppDatabase,
  lavori: readonly DefinizioneLavoro[],
  log: Registro,
  opzioni: OpzioniLavoratore = {},
): Lavoratore {
  const { attesaMs, bloccoMs, attesaBaseMs } = { ...predefinite, ...opzioni };
  const nome = opzioni.nome ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const perNome = new Map(lavori.map((lavoro) => [lavoro.nome, lavoro]));
  const nomi = [...perNome.keys()];
  let fermato = false;
  let timer: NodeJS.Timeout | undefined;
  let inCorso: Promise<number> | undefined;

  const esegui = async (preso: LavoroPreso) => {
    const rinnovo = setInterval(() => {
      rinnova(db, preso.id, nome, bloccoMs).then(
        (ancoraMio) => ancoraMio || log.error({ lavoro: preso.nome }, 'Lavoro ripreso da un altro processo'),
        (error: unknown) => log.error({ err: error, lavoro: preso.nome }, 'Rinnovo del lavoro non riuscito'),
      );
    }, bloccoMs / 3);
    try {
      await perNome.get(preso.nome)!.esegui(preso.dati);
      clearInterval(rinnovo);
      await completa(db, preso.id, nome);
    } catch (error) {
      clearInterval(rinnovo);
      const messaggio = error instanceof Error ? error.message : String(error);
      log.error({ err: error, lavoro: preso.nome, tentativo: preso.tentativi }, 'Lavoro non riuscito');
      await fallisce(db, preso.id, nome, messaggio, attesaBaseMs);
    }
  };

  const turno = async () => {
    for (const { nome: ricorrente, ogniMs, massimoTentativi = 3 } of lavori)
      if (ogniMs) await offriRicorrente(db, ricorrente, ogniMs, massimoTentativi);
    await chiudiEsauriti(db, nomi);
    let eseguiti = 0;
    for (let preso = await prendi(db, nome, nomi, bloccoMs); preso; preso = await prendi(db, nome, nomi, bloccoMs)) {
      await esegui(preso);
      eseguiti += 1;
      if (fermato) break;
      await cedi();
    }
    return eseguiti;
  };

  const giro = () => {
    inCorso ??= turno()
      .catch((error: unknown) => {
        log.error({ err: error }, 'Ricerca dei lavori da eseguire non riuscita');
        return 0;
      })
      .finally(() => (inCorso = undefined));
    return inCorso;
  };

  const prossimo = () => {
    if (fermato) return;
    timer = setTimeout(() => void giro().then(prossimo), attesaMs);
    timer.unref();
  };
  void giro().then(prossimo);

  return {
    nome,
    giro,
    async ferma() {
      fermato = true;
      clearTimeout(timer);
      await inCorso;
    },
  };
}
