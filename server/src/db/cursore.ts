import { PGlite, types as tipiPglite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { AppDatabase } from './database';

const dialetto = new PgDialect();
let progressivo = 0;

/** Instants, days and intervals as PostgreSQL writes them, as drizzle's `execute` answers them (`righe`). */
const tipi = {
  getTypeParser: (id: number, formato?: 'text' | 'binary') =>
    [
      pg.types.builtins.TIMESTAMPTZ,
      pg.types.builtins.TIMESTAMP,
      pg.types.builtins.DATE,
      pg.types.builtins.INTERVAL,
    ].includes(id)
      ? (valore: string) => valore
      : pg.types.getTypeParser(id, formato),
};
const comeTesto = (valore: string) => valore;
const parsersPglite = Object.fromEntries(
  [tipiPglite.TIMESTAMPTZ, tipiPglite.TIMESTAMP, tipiPglite.DATE, tipiPglite.INTERVAL].map((id) => [id, comeTesto]),
);

/**
 * The rows of one statement, `quante` at a time, through a server-side cursor: the statement is planned and run once
 * (not once a batch, as keyset paging would, each batch sorting what is left) and the rows stream. On PostgreSQL the
 * cursor lives in a read-only transaction of a connection of its own, so the whole answer is one snapshot, and the next
 * batch is asked for while the caller handles the current one. PGlite has one connection: there the cursor is held
 * across statements (`WITH HOLD`), so other requests go on between batches. A caller that stops early closes it.
 */
export async function* aBlocchi<T>(db: AppDatabase, query: SQL, quante: number): AsyncGenerator<T[]> {
  const { sql: testo, params } = dialetto.sqlToQuery(query);
  const cliente = (db as { $client?: unknown }).$client;
  if (cliente instanceof pg.Pool) yield* suPostgres<T>(cliente, testo, params, quante);
  else if (cliente instanceof PGlite) yield* suPglite<T>(cliente, testo, params, quante);
  else throw new Error('aBlocchi vuole il database, non una transazione');
}

async function* suPostgres<T>(pool: pg.Pool, testo: string, params: unknown[], quante: number) {
  const connessione = await pool.connect();
  const fetch = async (): Promise<T[]> =>
    (await connessione.query<T & pg.QueryResultRow>({ text: `FETCH ${quante} FROM righe`, types: tipi })).rows;
  let prossimo: Promise<T[]> | undefined;
  let esito: Error | undefined;
  try {
    await connessione.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await connessione.query({ text: `DECLARE righe NO SCROLL CURSOR FOR ${testo}`, values: params });
    prossimo = fetch();
    for (;;) {
      const rows: T[] = await prossimo;
      if (rows.length === 0) break;
      prossimo = rows.length < quante ? undefined : fetch();
      yield rows;
      if (!prossimo) break;
    }
  } catch (errore) {
    esito = errore as Error;
    throw errore;
  } finally {
    // A caller that stops early leaves a FETCH under way: the ROLLBACK waits behind it, its answer is nobody's.
    prossimo?.catch(() => undefined);
    await connessione.query('ROLLBACK').catch((errore: Error) => (esito ??= errore));
    connessione.release(esito);
  }
}

async function* suPglite<T>(client: PGlite, testo: string, params: unknown[], quante: number) {
  const nome = `righe_${++progressivo}`;
  await client.query(`DECLARE ${nome} NO SCROLL CURSOR WITH HOLD FOR ${testo}`, params);
  try {
    for (;;) {
      const { rows } = await client.query<T>(`FETCH ${quante} FROM ${nome}`, [], { parsers: parsersPglite });
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < quante) return;
    }
  } finally {
    await client.query(`CLOSE ${nome}`);
  }
}
