import pg from 'pg';
import { cpuMs } from './cpu-processo';
import type { DatabaseDedicato } from './database-dedicato';

/**
 * The CPU the PostgreSQL sessions of a database spend, read from /proc for each backend (same machine): with the
 * portal's own CPU, what a call costs whatever else the machine is doing, where its duration depends on that load.
 * Sessions that open and close meanwhile (pgbench's) are sampled every 200 ms while `lavoro` runs, so the last 200 ms
 * of a session closed before the end may be missed.
 */
export async function osservaPostgres(database: DatabaseDedicato) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const leggi = async (tempi: Map<number, number>) => {
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database.nome],
    );
    for (const { pid } of rows) {
      try {
        tempi.set(pid, cpuMs(pid));
      } catch {
        // ended meanwhile
      }
    }
    return tempi;
  };
  return {
    /** Runs `lavoro` and answers the CPU milliseconds the database's sessions spent meanwhile. */
    async misura<T>(lavoro: () => Promise<T>): Promise<{ risultato: T; cpuMs: number }> {
      const prima = await leggi(new Map());
      const dopo = new Map<number, number>();
      let campionando = Promise.resolve(dopo);
      const campione = setInterval(() => {
        campionando = campionando.then(() => leggi(dopo));
      }, 200);
      let risultato: T;
      try {
        risultato = await lavoro();
      } finally {
        clearInterval(campione);
      }
      await campionando;
      await leggi(dopo);
      let totale = 0;
      for (const [pid, tempo] of dopo) totale += tempo - (prima.get(pid) ?? 0);
      return { risultato, cpuMs: totale };
    },
    chiudi: () => client.end(),
  };
}
