import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { lavoriPerStato } from '../lavori/elenco';

/** How a sign-in on the embedded provider's form ended (docs/affidabilita.md, login throttling). */
export type EsitoAccesso = 'riuscito' | 'fallito' | 'sospeso';

/** One process's metrics, in a registry of its own: several apps in one process (the tests) never share a counter. */
export interface Metriche {
  readonly registro: Registry;
  contaAccesso(esito: EsitoAccesso): void;
  /** `rotta` is the declared route path (`/api/programma/:id`), undefined when no route matched. */
  contaRichiesta(metodo: string, rotta: string | undefined, stato: number, secondi: number): void;
}

/** A request no route matched is counted under one label, so unknown addresses cannot grow the series. */
const NESSUNA_ROTTA = 'nessuna';

export function creaMetriche(database: Database): Metriche {
  const registro = new Registry();
  collectDefaultMetrics({ register: registro });
  const richieste = new Counter({
    name: 'http_requests_total',
    help: 'Richieste servite, per metodo, rotta (il percorso dichiarato, non quello chiamato) e stato',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registro],
  });
  const durate = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durata delle richieste, dalla ricezione alla fine della risposta',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registro],
  });
  const accessi = new Counter({
    name: 'login_attempts_total',
    help: 'Accessi al modulo del fornitore incorporato: riusciti, falliti, sospesi per troppi tentativi',
    labelNames: ['outcome'] as const,
    registers: [registro],
  });
  const pool = database.statoPool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connessioni del pool verso PostgreSQL: aperte, inattive, richieste in attesa di una connessione',
      labelNames: ['state'] as const,
      registers: [registro],
      collect() {
        const stato = pool();
        this.set({ state: 'total' }, stato.aperte);
        this.set({ state: 'idle' }, stato.inattive);
        this.set({ state: 'waiting' }, stato.inAttesa);
      },
    });
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'Connessioni al più verso PostgreSQL (DATABASE_POOL_SIZE)',
      registers: [registro],
      collect() {
        this.set(pool().massimo);
      },
    });
  }
  new Gauge({
    name: 'jobs',
    help: 'Esecuzioni dei lavori in background, per stato (IN_ATTESA è la coda)',
    labelNames: ['state'] as const,
    registers: [registro],
    // A database that does not answer leaves the gauge empty: the scrape still tells the rest (the pool, the memory).
    async collect() {
      this.reset();
      const perStato = await lavoriPerStato(database.db).catch(() => ({}));
      for (const [stato, quante] of Object.entries(perStato)) this.set({ state: stato }, quante);
    },
  });
  return {
    registro,
    contaAccesso: (esito) => accessi.inc({ outcome: esito }),
    contaRichiesta(metodo, rotta, stato, secondi) {
      const etichette = { method: metodo, route: rotta ?? NESSUNA_ROTTA, status_code: String(stato) };
      richieste.inc(etichette);
      durate.observe(etichette, secondi);
    },
  };
}

/** Every answer, errors and unknown addresses included, is counted once it has been sent. */
export function contaLeRichieste(app: FastifyInstance, metriche: Metriche): void {
  app.addHook('onResponse', (request, reply, done) => {
    metriche.contaRichiesta(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
