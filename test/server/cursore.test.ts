import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBlocchi } from '../../server/src/db/cursore';
import type { Database } from '../../server/src/db/database';
import { righe } from '../../server/src/db/sql';
import { openTestDatabase } from './support/test-database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`CREATE TABLE voce (n int PRIMARY KEY, quando timestamptz NOT NULL, dati jsonb)`);
  await database.db.execute(sql`INSERT INTO voce SELECT n, timestamptz '2025-01-01 10:00:00+00' + n * interval '1 day',
    jsonb_build_object('n', n) FROM generate_series(1, 7) n`);
});
afterAll(async () => database?.close());

const voci = (minimo: number) => sql`SELECT n, quando, dati FROM voce WHERE n >= ${minimo} ORDER BY n DESC`;

describe('a statement read through a cursor', () => {
  it('gives every row in order, in batches of the size asked, typed as plain queries give them', async () => {
    const blocchi: { n: number; quando: string; dati: unknown }[][] = [];
    for await (const blocco of aBlocchi<{ n: number; quando: string; dati: unknown }>(database.db, voci(2), 4))
      blocchi.push(blocco);
    expect(blocchi.map((blocco) => blocco.map((voce) => voce.n))).toEqual([
      [7, 6, 5, 4],
      [3, 2],
    ]);
    expect(blocchi.flat()).toEqual(await righe(database.db, voci(2)));
    expect(blocchi[0][0].dati).toEqual({ n: 7 });
    expect(typeof blocchi[0][0].quando, 'an instant stays the text PostgreSQL writes, as drizzle answers it').toBe(
      'string',
    );
  });

  // PGlite keeps a held cursor per reading; PostgreSQL a connection of its pool (ten): twelve early stops would hang.
  it('a reader that stops early leaves no cursor open, and the database goes on answering', async () => {
    for (let volta = 0; volta < 12; volta++) {
      for await (const blocco of aBlocchi<{ n: number }>(database.db, voci(1), 3)) {
        expect(blocco.map((voce) => voce.n)).toEqual([7, 6, 5]);
        break;
      }
    }
    const [{ aperti }] = await righe<{ aperti: number }>(
      database.db,
      sql`SELECT count(*)::int AS aperti FROM pg_cursors WHERE is_holdable`,
    );
    expect(aperti).toBe(0);
    expect(await righe(database.db, sql`SELECT count(*)::int AS n FROM voce`)).toEqual([{ n: 7 }]);
  });

  it('an exact multiple of the batch ends with the last full batch', async () => {
    const blocchi: number[][] = [];
    for await (const blocco of aBlocchi<{ n: number }>(database.db, voci(2), 3))
      blocchi.push(blocco.map((voce) => voce.n));
    expect(blocchi).toEqual([
      [7, 6, 5],
      [4, 3, 2],
    ]);
  });
});
