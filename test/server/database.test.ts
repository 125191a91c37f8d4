import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../server/src/db/database';
import { migrate, MIGRATIONS_DIR } from '../../server/src/db/migrate';
import { bando, domanda, programmaInvestimento } from '../../server/src/db/schema';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { openTestDatabase } from './support/test-app';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('migrations', () => {
  it('apply every file once, and nothing on a second start', async () => {
    const first = await migrate(database);
    expect(first).toContain('001_bandi_programmi_domande.sql');
    expect(await migrate(database)).toEqual([]);
  });

  it('let two start-ups at once apply nothing twice', async () => {
    const results = await Promise.all([migrate(database), migrate(database)]);
    expect(results).toEqual([[], []]);
  });

  it('roll a failing file back whole and name it', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'migrazioni-'));
    try {
      await writeFile(join(directory, '001_bandi_programmi_domande.sql'), '-- già applicata');
      await writeFile(
        join(directory, '002_rotta.sql'),
        'CREATE TABLE prova_rotta (id integer); SELECT * FROM tabella_inesistente;',
      );
      await expect(migrate(database, directory)).rejects.toThrow(/^Migrazione 002_rotta.sql non applicata: /);
      const tables = await database.withConnection((connection) =>
        connection.query(
          "SELECT to_regclass('prova_rotta') AS tabella, (SELECT count(*)::int " +
            "FROM schema_migrations WHERE name = '002_rotta.sql') AS registrata",
        ),
      );
      expect(tables).toEqual([{ tabella: null, registrata: 0 }]);
    } finally {
      await rm(directory, { recursive: true });
    }
  });

  it('are read from server/migrations', () => {
    expect(MIGRATIONS_DIR).toMatch(/server[\\/]migrations[\\/]$/);
  });
});

describe('demo data', () => {
  beforeAll(() => migrate(database));

  it('is loaded on the first start only', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
    const [{ bandi }] = await database.db.select({ bandi: count() }).from(bando);
    expect(bandi).toBe(6);
  });

  it('has calls of type V, DC and another programme type, each with tens of records', async () => {
    const bandi = await database.db.select().from(bando).orderBy(asc(bando.idBando));
    expect(new Set(bandi.map((row) => row.tipologia))).toEqual(new Set(['V', 'DC', 'PNRR']));
    expect(bandi.filter((row) => row.tipologia === 'V').length).toBeGreaterThanOrEqual(3);
    expect(bandi.map((row) => row.descrizione)).toContain('V Bando Contratti di Filiera – Avviso 2024');
    for (const row of bandi) {
      const table = row.tipologia === 'DC' ? domanda : programmaInvestimento;
      const [{ records }] = await database.db
        .select({ records: count() })
        .from(table)
        .where(eq(table.idBando, row.idBando));
      expect(records, row.descrizione).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives the demo proponents their companies, in Lazio and Veneto, in several states', async () => {
    const own = await database.db
      .select({
        cuaa: programmaInvestimento.cuaa,
        idStato: programmaInvestimento.idStato,
        codRegione: programmaInvestimento.codRegione,
      })
      .from(programmaInvestimento);
    const demo = own.filter((row) => ['01234567897', '09876543217', '11122233346'].includes(row.cuaa));
    expect(new Set(demo.map((row) => row.cuaa))).toEqual(new Set(['01234567897', '09876543217', '11122233346']));
    expect(own.some((row) => row.codRegione === '12') && own.some((row) => row.codRegione === '05')).toBe(true);
    const stati = new Set(own.map((row) => row.idStato));
    for (const stato of [
      'BOZZA',
      'PRESENTATO',
      'IN_ISTRUTTORIA',
      'IN_INTEGRAZIONE',
      'IN_VALIDAZIONE',
      'VALIDATO',
      'APPROVATO',
    ]) {
      expect(stati).toContain(stato);
    }
  });

  it('is the same on every run, and loaded once when two start-ups race', async () => {
    const other = await openTestDatabase();
    try {
      await migrate(other);
      const seeded = await Promise.all([seedIfEmpty(other.db), seedIfEmpty(other.db)]);
      expect(seeded.sort()).toEqual([false, true]);
      const snapshot = async (db: Database['db']) => ({
        bandi: await db.select().from(bando).orderBy(asc(bando.idBando)),
        programmi: await db
          .select()
          .from(programmaInvestimento)
          .orderBy(asc(programmaInvestimento.idProgrammaInvestimento)),
        domande: await db.select().from(domanda).orderBy(asc(domanda.idDomanda)),
      });
      expect(await snapshot(other.db)).toEqual(await snapshot(database.db));
    } finally {
      await other.close();
    }
  });
});
