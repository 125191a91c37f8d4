import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, SqlConnection } from './database';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

const MIGRATION_FILE = /^\d{3}_[a-z0-9_]+\.sql$/;

/**
 * Applies the `NNN_name.sql` files not applied yet, in name order, each in its own transaction.
 * A session advisory lock (one per schema) makes concurrent start-ups wait for each other instead of racing.
 * Answers the names applied by this call.
 */
export async function migrate(database: Database, directory = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(directory)).filter((name) => MIGRATION_FILE.test(name)).sort();
  return database.withConnection(async (connection) => {
    await connection.query("SELECT pg_advisory_lock(hashtext(current_schema() || ':migrazioni'))");
    try {
      await connection.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text ' +
          'PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = await connection.query<{ name: string }>('SELECT name FROM schema_migrations');
      const applied = new Set(rows.map((row) => row.name));
      const pending = files.filter((name) => !applied.has(name));
      for (const name of pending) await applyMigration(connection, name, await readFile(join(directory, name), 'utf8'));
      return pending;
    } finally {
      await connection.query("SELECT pg_advisory_unlock(hashtext(current_schema() || ':migrazioni'))");
    }
  });
}

async function applyMigration(connection: SqlConnection, name: string, sql: string): Promise<void> {
  await connection.exec('BEGIN');
  try {
    await connection.exec(sql);
    await connection.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    await connection.exec('COMMIT');
  } catch (error) {
    await connection.exec('ROLLBACK');
    throw new Error(`Migrazione ${name} non applicata: ${(error as Error).message}`, { cause: error });
  }
}
