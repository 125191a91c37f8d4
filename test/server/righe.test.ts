import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { righe } from '../../server/src/db/sql';
import { openTestDatabase } from './support/test-database';

// `righe` sends plain templates straight to node-postgres on PostgreSQL and through drizzle on PGlite: both must
// answer what PostgreSQL prints for days, instants and intervals (the contract's dates are text), never a JS Date.
describe('righe', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('answers days, instants, intervals and their arrays as PostgreSQL prints them', async () => {
    const [riga] = await righe<Record<string, unknown>>(
      database.db,
      sql`SELECT ${'2026-11-24'}::date AS giorno, '2026-11-24 10:30:05'::timestamp AS istante,
        '2026-11-24 10:30:05+00'::timestamptz AT TIME ZONE 'UTC' AS istante_utc,
        '1 day 2 hours'::interval AS durata, ARRAY['2026-11-24'::date, '2026-12-01'::date] AS giorni,
        ARRAY[1.50, 2]::numeric[] AS importi, 7::int AS numero, 2.5::float8 AS decimale`,
    );
    expect(riga).toEqual({
      giorno: '2026-11-24',
      istante: '2026-11-24 10:30:05',
      istante_utc: '2026-11-24 10:30:05',
      durata: '1 day 02:00:00',
      giorni: '{2026-11-24,2026-12-01}',
      importi: '{1.50,2}',
      numero: 7,
      decimale: 2.5,
    });
  });

  it('answers an instant with its time zone as text too', async () => {
    const [{ istante }] = await righe<{ istante: unknown }>(
      database.db,
      sql`SELECT '2026-11-24 10:30:05+00'::timestamptz AS istante`,
    );
    expect(istante).toMatch(/^2026-11-2[45] \d\d:\d\d:05[+-]\d\d(:\d\d)?$/);
  });

  it("runs inside the caller's transaction: sees its rows, and a rollback takes them back", async () => {
    await righe(database.db, sql`CREATE TABLE prova_righe (n int)`);
    let viste: unknown;
    await expect(
      database.db.transaction(async (tx) => {
        await righe(tx, sql`INSERT INTO prova_righe VALUES (${1}), (${2})`);
        viste = await righe(tx, sql`SELECT n FROM prova_righe ORDER BY n`);
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(viste).toEqual([{ n: 1 }, { n: 2 }]);
    expect(await righe(database.db, sql`SELECT n FROM prova_righe`)).toEqual([]);
  });

  it("answers each statement's own columns, nulls and odd names included, one statement after another", async () => {
    const elenco = sql`SELECT n AS numero, CASE WHEN n = 2 THEN NULL ELSE 'riga ' || n END AS testo,
      n * 1.5::float8 AS "importo richiesto", n % 2 = 0 AS pari FROM generate_series(1, 3) n ORDER BY n`;
    const altra = sql`SELECT 'x' AS testo, NULL::int AS numero, 'p' AS "__proto__", 1 AS "1"`;
    const doppia = sql`SELECT 1 AS n, 'a' AS testo, 2 AS n`;
    const attese = [
      { numero: 1, testo: 'riga 1', 'importo richiesto': 1.5, pari: false },
      { numero: 2, testo: null, 'importo richiesto': 3, pari: true },
      { numero: 3, testo: 'riga 3', 'importo richiesto': 4.5, pari: false },
    ];
    for (let giro = 0; giro < 2; giro++) {
      expect(await righe(database.db, elenco)).toEqual(attese);
      const [riga] = await righe<Record<string, unknown>>(database.db, altra);
      expect(Object.getPrototypeOf(riga)).toBe(Object.prototype);
      expect(Object.entries(riga)).toEqual([
        ['1', 1],
        ['testo', 'x'],
        ['numero', null],
        ['__proto__', 'p'],
      ]);
      expect(await righe(database.db, doppia)).toEqual([{ n: 2, testo: 'a' }]);
    }
  });
});
