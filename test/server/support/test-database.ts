import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../server/src/db/database';
import { MIGRATIONS_DIR } from '../../../server/src/db/migrate';

/**
 * PGlite in memory, or, when DATABASE_URL is set, a schema of its own on that PostgreSQL (dropped on close),
 * so test files run in parallel on one database.
 */
export function openTestDatabase(schema = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openDatabase({ url, schema, dropSchemaOnClose: true }) : openDatabase();
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
