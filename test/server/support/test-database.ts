import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/src/db/database';
import { MIGRATIONS_DIR } from '../../../server/src/db/migrate';
import { migraESemina, type ModelliDatabase } from './database-modello';

/**
 * PGlite in memory (a copy of the empty cluster the run made once: `database-modello.ts`), or, when DATABASE_URL is
 * set, a schema of its own on that PostgreSQL (dropped on close), so test files run in parallel on one database.
 */
export function openTestDatabase(schema = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openDatabase({ url, schema, dropSchemaOnClose: true }) : openCopyOf('vuoto');
}

/** A migrated database with the demo data (no files). */
export async function openSeededDatabase(): Promise<Database> {
  return process.env.DATABASE_URL ? migraESemina(await openTestDatabase()) : openCopyOf('seminato');
}

/** Each archive read once per worker: the files of a worker share this module (vitest.config.ts). */
const archivi = new Map<keyof ModelliDatabase, Promise<Blob>>();

async function openCopyOf(modello: keyof ModelliDatabase): Promise<Database> {
  const modelli = inject('modelliDatabase');
  if (!modelli) throw new Error('Il setup globale del progetto server non ha preparato i database modello');
  if (!archivi.has(modello))
    archivi.set(
      modello,
      readFile(modelli[modello]).then((dati) => new Blob([dati])),
    );
  return openDatabase({ copyOf: await archivi.get(modello)! });
}

/** A test database with only the named migrations applied, for code that reads no other table. */
export async function openTestDatabaseWith(...migrations: string[]): Promise<Database> {
  const database = await openTestDatabase();
  for (const name of migrations) {
    const script = await readFile(join(MIGRATIONS_DIR, name), 'utf8');
    await database.withConnection((connection) => connection.exec(script));
  }
  return database;
}
