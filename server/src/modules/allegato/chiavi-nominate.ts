import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { lista, righe } from '../../db/sql';

/**
 * Which of the keys a row names. Every table that keeps a stored file has a `chiave_file` column (uuid), so the
 * tables are read from the catalogue: a module that adds one is covered without changing this.
 */
export async function chiaviNominate(db: AppDatabase, chiavi: readonly string[]): Promise<Set<string>> {
  if (chiavi.length === 0) return new Set();
  const tabelle = await righe<{ tabella: string }>(
    db,
    sql`SELECT table_name AS tabella FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'chiave_file' AND data_type = 'uuid' ORDER BY 1`,
  );
  const trovate = new Set<string>();
  for (const { tabella } of tabelle) {
    const righeTrovate = await righe<{ chiave: string }>(
      db,
      sql`SELECT chiave_file::text AS chiave FROM ${sql.identifier(tabella)}
        WHERE chiave_file::text IN (${lista(chiavi)})`,
    );
    for (const { chiave } of righeTrovate) trovate.add(chiave);
  }
  return trovate;
}
