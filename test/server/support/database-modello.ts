import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../../server/src/db/database';
import { migrate } from '../../../server/src/db/migrate';
import { seedIfEmpty } from '../../../server/src/seed/seed';

/** Where the archives of the two PGlite databases every server file starts from are kept for the run. */
export interface ModelliDatabase {
  /** A cluster as PGlite creates it, nothing migrated. */
  readonly vuoto: string;
  /** Migrated and seeded with the demo data (no files). */
  readonly seminato: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    modelliDatabase: ModelliDatabase | null;
  }
}

/** Migrated and with the demo data (no files): what a seeded test database holds. */
export async function migraESemina(database: Database): Promise<Database> {
  await migrate(database);
  await seedIfEmpty(database.db);
  return database;
}

/**
 * PGlite makes its cluster (initdb, in WebAssembly) at every start, about a second of CPU, and the demo data take one
 * more: made once here, each file opens a copy (docs/performance.md, «the CI's duration»). On PostgreSQL each file
 * works in a schema of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('modelliDatabase', null);
    return;
  }
  const cartella = await mkdtemp(join(tmpdir(), 'modelli-database-'));
  const database = await openDatabase();
  const salva = async (nome: string) => {
    const percorso = join(cartella, `${nome}.tar`);
    await writeFile(percorso, Buffer.from(await (await database.archive!()).arrayBuffer()));
    return percorso;
  };
  try {
    const vuoto = await salva('vuoto');
    await migraESemina(database);
    project.provide('modelliDatabase', { vuoto, seminato: await salva('seminato') });
  } finally {
    await database.close();
  }
  return () => rm(cartella, { recursive: true, force: true });
}
