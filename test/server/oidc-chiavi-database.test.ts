import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { righe } from '../../server/src/db/sql';
import { chiaviDalDatabase, sostituisciChiaveDiFirma } from '../../server/src/oidc/chiavi-nel-database';
import { loadOrCreateSecrets } from '../../server/src/oidc/secrets';
import { openTestDatabaseWith } from './support/test-database';

const cartelle: string[] = [];
const nuovaCartella = () => {
  const cartella = mkdtempSync(join(tmpdir(), 'oidc-chiavi-'));
  cartelle.push(cartella);
  return cartella;
};
afterAll(() => cartelle.forEach((cartella) => rmSync(cartella, { recursive: true, force: true })));

let database: Database;
beforeEach(async () => {
  database = await openTestDatabaseWith('025_oidc_chiavi.sql');
});
afterEach(async () => database?.close());

const kidDi = (chiavi: Awaited<ReturnType<typeof chiaviDalDatabase>>) => chiavi.signingKeys.keys.map(({ kid }) => kid);

describe('the provider keys in the database', () => {
  it('are created once: processes starting together with folders of their own all get the same keys', async () => {
    const tutte = await Promise.all([1, 2, 3, 4].map(() => chiaviDalDatabase(database.db, nuovaCartella())));

    expect(kidDi(tutte[0])).toHaveLength(1);
    expect(tutte[0].signingKeys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', d: expect.any(String) });
    expect(tutte[0].cookieKeys).toHaveLength(1);
    for (const altre of tutte.slice(1)) expect(altre).toEqual(tutte[0]);
    const [{ n }] = await righe<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM oidc_chiavi`);
    expect(n).toBe(2);
  });

  it('are at first those a single process kept in its folder: its tokens and cookies stay valid', async () => {
    const cartella = nuovaCartella();
    const daiFile = await loadOrCreateSecrets(cartella);

    expect(await chiaviDalDatabase(database.db, cartella)).toEqual(daiFile);
    expect(await chiaviDalDatabase(database.db, nuovaCartella())).toEqual(daiFile);
  });

  it('change signing key when it is replaced, and keep the cookie keys (sessions live on)', async () => {
    const prima = await chiaviDalDatabase(database.db, nuovaCartella());

    await sostituisciChiaveDiFirma(database.db);

    const dopo = await chiaviDalDatabase(database.db, nuovaCartella());
    expect(kidDi(dopo)).toHaveLength(1);
    expect(kidDi(dopo)[0]).not.toBe(kidDi(prima)[0]);
    expect(dopo.cookieKeys).toEqual(prima.cookieKeys);
  });
});
