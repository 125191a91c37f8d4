import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERCORSI_OPERATIVI } from '../../contract/operativi';
import type { Database } from '../../server/src/db/database';
import { openTestDatabase, startTestApp, testConfig, type TestApp } from './support/test-app';

const TOKEN = 'segreto-delle-metriche';

let database: Database;
let portal: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  portal = await startTestApp(database, { config: testConfig({ metricsToken: TOKEN }) });
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

const valore = (testo: string, riga: string) => {
  const trovata = testo.split('\n').find((linea) => linea.startsWith(`${riga} `));
  return trovata === undefined ? undefined : Number(trovata.slice(riga.length + 1));
};

describe('/metrics on PostgreSQL', () => {
  it('shows the pool: its size and, after a query, the connection it opened', async () => {
    expect((await portal.app.inject({ url: PERCORSI_OPERATIVI.pronto })).statusCode).toBe(200);
    const risposta = await portal.app.inject({
      url: PERCORSI_OPERATIVI.metriche,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(risposta.statusCode).toBe(200);
    expect(valore(risposta.body, 'db_pool_max_connections')).toBe(10);
    expect(valore(risposta.body, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(valore(risposta.body, 'db_pool_connections{state="waiting"}')).toBe(0);
  });
});
