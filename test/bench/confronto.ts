import { loadavg } from 'node:os';
import { misuraHttp, type Credenziali, type EsitoHttp } from './cliente-http';
import { osservaPostgres } from './cpu-postgres';
import { attesaDiUnCoreMs, cpuFigliMs, cpuMacchina, cpuMs, cpuQuestoProcessoMs, tratto } from './cpu-processo';
import type { DatabaseDedicato } from './database-dedicato';
import { misuraPgbench, type EsitoPgbench } from './pgbench';
import type { ScriptPgbench } from './script-pgbench';

export interface Carico {
  readonly connessioni: number;
  readonly secondi: number;
  readonly giri: number;
}

export interface Giro {
  readonly http: EsitoHttp;
  /** CPU the portal's process spent per answered request: what the load on the machine does not change much. */
  readonly cpuPortaleMs: number;
  /** Time the portal's event loop waited for a core, per answered request. */
  readonly attesaPortaleMs: number;
  readonly sql: EsitoPgbench;
  readonly rapporto: number;
  /** CPU PostgreSQL's sessions spent per answered request, and per pgbench transaction. */
  readonly cpuPostgresHttpMs: number;
  readonly cpuPostgresSqlMs: number;
  /**
   * The clients' CPU: the HTTP client's in this process per answered request, net of the sampling of PostgreSQL's
   * sessions (which runs beside both clients, `campionamentoMsAlSecondo`), and pgbench's process per transaction.
   */
  readonly cpuClienteHttpMs: number;
  readonly cpuClienteSqlMs: number;
  /** This process's CPU per second while pgbench runs: the sampling alone. */
  readonly campionamentoMsAlSecondo: number;
  /** The same ratio as `rapportoCpu` with the clients' CPU on both sides. */
  readonly rapportoCpuConClienti: number;
  /**
   * pgbench's CPU per transaction over the portal's per request (its process and its sessions): the throughput ratio
   * the two would have on a machine with nothing else running, as far as both are bound by CPU.
   */
  readonly rapportoCpu: number;
  /**
   * The whole machine's CPU per request and per transaction, with its idle and stolen shares: on a machine with
   * nothing else running, what the processes above do not account for (the kernel's softirq work, idle cores).
   */
  readonly macchinaHttp: ReturnType<typeof tratto>;
  readonly macchinaSql: ReturnType<typeof tratto>;
  /** Load average over one minute at the end of the round. */
  readonly carico: number;
}

const RISCALDAMENTO_SECONDI = Number(process.env.BENCH_RISCALDAMENTO ?? 10);

/** The middle value, or the mean of the two middle ones. */
export const mediana = (valori: readonly number[]) => {
  const ordinati = [...valori].sort((a, b) => a - b);
  const meta = Math.floor(ordinati.length / 2);
  return ordinati.length % 2 ? ordinati[meta] : (ordinati[meta - 1] + ordinati[meta]) / 2;
};

/**
 * The HTTP client on the list, then pgbench on its statement, for the same time with as many connections, `giri` times:
 * on a shared machine the load drifts, and rounds side by side compare like with like. Answers the rounds and their
 * medians.
 */
export async function confronta(
  url: string,
  credenziali: Credenziali,
  portale: number,
  database: DatabaseDedicato,
  script: ScriptPgbench,
  { connessioni, secondi, giri }: Carico,
) {
  // Warm-up (JIT, pool, caches): after 3 s of load the optimizing compiler still took an eighth of the portal's CPU
  // over the next seconds, after 20 s a fiftieth (a CPU profile, docs/performance.md); a service runs warm.
  await misuraHttp(url, credenziali, connessioni, RISCALDAMENTO_SECONDI);
  const postgres = await osservaPostgres(database);
  const fatti: Giro[] = [];
  try {
    for (let giro = 0; giro < giri; giro++) {
      const cpuPrima = cpuMs(portale);
      const attesaPrima = attesaDiUnCoreMs(portale);
      const benchPrima = cpuQuestoProcessoMs();
      const macchinaPrima = cpuMacchina();
      const inizioHttp = performance.now();
      const { risultato: http, cpuMs: cpuHttp } = await postgres.misura(() =>
        misuraHttp(url, credenziali, connessioni, secondi),
      );
      const cpuPortaleMs = (cpuMs(portale) - cpuPrima) / http.richieste;
      const attesaPortaleMs = (attesaDiUnCoreMs(portale) - attesaPrima) / http.richieste;
      const benchHttp = cpuQuestoProcessoMs() - benchPrima;
      const secondiHttp = (performance.now() - inizioHttp) / 1000;
      const macchinaHttp = tratto(macchinaPrima, cpuMacchina(), http.richieste);
      const macchinaPrimaSql = cpuMacchina();
      const figliPrima = cpuFigliMs();
      const benchPrimaSql = cpuQuestoProcessoMs();
      const inizioSql = performance.now();
      const { risultato: sql, cpuMs: cpuSql } = await postgres.misura(() =>
        misuraPgbench(database, script, connessioni, secondi),
      );
      const macchinaSql = tratto(macchinaPrimaSql, cpuMacchina(), sql.transazioni);
      const cpuClienteSqlMs = (cpuFigliMs() - figliPrima) / sql.transazioni;
      const campionamentoMsAlSecondo =
        (cpuQuestoProcessoMs() - benchPrimaSql) / ((performance.now() - inizioSql) / 1000);
      const cpuClienteHttpMs = (benchHttp - campionamentoMsAlSecondo * secondiHttp) / http.richieste;
      const cpuPostgresHttpMs = cpuHttp / http.richieste;
      const cpuPostgresSqlMs = cpuSql / sql.transazioni;
      fatti.push({
        http,
        cpuPortaleMs,
        attesaPortaleMs,
        sql,
        rapporto: http.rps / sql.tps,
        cpuPostgresHttpMs,
        cpuPostgresSqlMs,
        rapportoCpu: cpuPostgresSqlMs / (cpuPortaleMs + cpuPostgresHttpMs),
        cpuClienteHttpMs,
        cpuClienteSqlMs,
        campionamentoMsAlSecondo,
        rapportoCpuConClienti:
          (cpuPostgresSqlMs + cpuClienteSqlMs) / (cpuPortaleMs + cpuPostgresHttpMs + cpuClienteHttpMs),
        macchinaHttp,
        macchinaSql,
        carico: loadavg()[0],
      });
    }
  } finally {
    await postgres.chiudi();
  }
  return {
    giri: fatti,
    rps: mediana(fatti.map((giro) => giro.http.rps)),
    p99HttpMs: mediana(fatti.map((giro) => giro.http.p99Ms)),
    tps: mediana(fatti.map((giro) => giro.sql.tps)),
    p99SqlMs: mediana(fatti.map((giro) => giro.sql.p99Ms)),
    rapporto: mediana(fatti.map((giro) => giro.rapporto)),
    p99Rapporto: mediana(fatti.map((giro) => giro.http.p99Ms / giro.sql.p99Ms)),
    cpuPortaleMs: mediana(fatti.map((giro) => giro.cpuPortaleMs)),
    cpuPostgresHttpMs: mediana(fatti.map((giro) => giro.cpuPostgresHttpMs)),
    cpuPostgresSqlMs: mediana(fatti.map((giro) => giro.cpuPostgresSqlMs)),
    rapportoCpu: mediana(fatti.map((giro) => giro.rapportoCpu)),
    cpuClienteHttpMs: mediana(fatti.map((giro) => giro.cpuClienteHttpMs)),
    cpuClienteSqlMs: mediana(fatti.map((giro) => giro.cpuClienteSqlMs)),
    campionamentoMsAlSecondo: mediana(fatti.map((giro) => giro.campionamentoMsAlSecondo)),
    rapportoCpuConClienti: mediana(fatti.map((giro) => giro.rapportoCpuConClienti)),
  };
}
