import pg from 'pg';

/** The PostgreSQL server the bench uses (BENCH_POSTGRES_URL), reached as its maintenance database. */
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const NOME_DATABASE = 'bench_programmi';

export class PostgresNonRaggiungibile extends Error {}

export interface DatabaseDedicato {
  readonly url: string;
  readonly nome: string;
  readonly host: string;
  readonly port: string;
  readonly user: string;
  elimina(): Promise<void>;
}

async function amministra(sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new PostgresNonRaggiungibile(
      `PostgreSQL non raggiungibile su ${new URL(POSTGRES_URL).host} (${(error as Error).message}): ` +
        'la misura della lista dei programmi richiede un PostgreSQL 15 reale (imposta BENCH_POSTGRES_URL).',
    );
  }
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/** A new, empty database of the bench's own on that server (an earlier one left behind is dropped first). */
export async function creaDatabaseDedicato(nome = NOME_DATABASE): Promise<DatabaseDedicato> {
  if (!/^[a-z_][a-z0-9_]*$/.test(nome)) throw new Error(`Nome di database non valido: ${nome}`);
  await amministra(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
  await amministra(`CREATE DATABASE ${nome}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${nome}`;
  return {
    url: url.toString(),
    nome,
    host: url.hostname,
    port: url.port || '5432',
    user: decodeURIComponent(url.username) || 'postgres',
    elimina: () => amministra(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`),
  };
}
