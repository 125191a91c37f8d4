import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { righeSenzaCopieLente } from './righe-pg';
import * as schema from './schema';

/** The one type repositories take: a database or a transaction, on PGlite or on PostgreSQL alike. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A single connection for plain SQL scripts (migrations): several statements per call, session-level locks. */
export interface SqlConnection {
  exec(sql: string): Promise<void>;
  query<R extends Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<R[]>;
}

export interface Database {
  readonly db: AppDatabase;
  readonly kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  withConnection<T>(work: (connection: SqlConnection) => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now, for the metrics (PGlite has one connection, no pool). */
  readonly statoPool?: () => StatoPool;
  /** PGlite only: its whole data folder in one archive, which `copyOf` opens as a new database. */
  readonly archive?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface StatoPool {
  readonly aperte: number;
  readonly inattive: number;
  /** Queries waiting for a free connection: above zero for long, the pool is too small (DATABASE_POOL_SIZE). */
  readonly inAttesa: number;
  readonly massimo: number;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  readonly url?: string;
  /** PGlite data folder; without it PGlite lives in memory. */
  readonly dataDir?: string;
  /** PGlite only: a data folder saved by `dumpDataDir`, to start from a copy of it instead of an empty cluster. */
  readonly copyOf?: Blob;
  /** Schema every connection works in (created if missing), so several test files can share one database. */
  readonly schema?: string;
  readonly dropSchemaOnClose?: boolean;
  /** Most connections open at once to PostgreSQL (node-postgres's default, 10, without it). */
  readonly poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(options.schema)) {
    throw new Error(`Nome di schema non valido: "${options.schema}"`);
  }
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPglite({
  dataDir,
  copyOf,
  schema: schemaName,
  dropSchemaOnClose,
}: OpenDatabaseOptions): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // The name searches' contrib modules (migration 040), at every start: PGlite keeps them outside the data folder.
  const client = await PGlite.create({ dataDir, loadDataDir: copyOf, extensions: { pg_trgm, unaccent } });
  if (schemaName) await client.exec(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"; SET search_path TO "${schemaName}"`);
  let scripts: Promise<void> = Promise.resolve();
  const connection: SqlConnection = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <R extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
      (await client.query<R>(sql, [...params])).rows,
  };
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    ping: async () => {
      await client.query('SELECT 1');
    },
    withConnection: (work) => {
      // PGlite has one connection: scripts take turns, as they would each hold a pooled connection on PostgreSQL.
      const turn = scripts.then(() => work(connection));
      scripts = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
    archive: () => client.dumpDataDir('none'),
    close: async () => {
      if (schemaName && dropSchemaOnClose) await client.exec(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  { schema: schemaName, dropSchemaOnClose, poolSize }: OpenDatabaseOptions,
): Promise<Database> {
  if (schemaName) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    } finally {
      await setup.end();
    }
  }
  righeSenzaCopieLente();
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    ...(poolSize ? { max: poolSize } : {}),
    // No JIT: the portal's statements are short, and PostgreSQL compiled the ranking's for 2.5 s of its 4 (its CTEs'
    // row estimates are far too high) to save milliseconds (docs/performance.md).
    options: ['-c jit=off', ...(schemaName ? [`-c search_path="${schemaName}"`] : [])].join(' '),
  });
  // An idle client that loses its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  return {
    db: drizzleNodePg({ client: pool, schema }),
    kind: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    statoPool: () => ({
      aperte: pool.totalCount,
      inattive: pool.idleCount,
      inAttesa: pool.waitingCount,
      massimo: pool.options.max,
    }),
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (sql) => {
            await client.query(sql);
          },
          query: async <R extends Record<string, unknown>>(sql: string, params: readonly unknown[] = []) =>
            (await client.query<R>(sql, [...params])).rows,
        });
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (schemaName && dropSchemaOnClose) await pool.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await pool.end();
    },
  };
}
