import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openSeededDatabase, startTestApp, type TestApp } from './support/test-app';

let database: Database;
let portal: TestApp;
const bearer = async (role: string) => ({ authorization: `Bearer ${await portal.issuer.forRoles([role])}` });

beforeAll(async () => {
  database = await openSeededDatabase();
  portal = await startTestApp(database);
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

const chiama = async (role: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const response = await portal.app.inject({ method, url, payload, headers: await bearer(role) });
  return { status: response.statusCode, total: response.headers['x-total-count'], body: response.json() };
};

describe('the banks, a resource served by tableRoutes from its contract declaration', () => {
  it('lists a page with the total, to every role', async () => {
    const { status, total, body } = await chiama('MBAC_PROPONENTE', 'GET', '/api/banche?_sort=abi&_start=0&_end=2');
    expect(status).toBe(200);
    expect(total).toBe('9');
    expect(body).toEqual([
      { abi: '01005', denominazione: 'Banca Nazionale del Lavoro S.p.A.' },
      { abi: '01030', denominazione: 'Banca Monte dei Paschi di Siena S.p.A.' },
    ]);
    const ultima = await chiama('MBAC_BANCA', 'GET', '/api/banche?_sort=abi&_order=DESC&_start=0&_end=1');
    expect(ultima.body).toEqual([{ abi: '08327', denominazione: 'Banca di Credito Cooperativo di Roma' }]);
  });

  it('reads one bank by its ABI code, and says in Italian when there is none', async () => {
    expect((await chiama('MBAC_REGIONE', 'GET', '/api/banche/03069')).body).toEqual({
      abi: '03069',
      denominazione: 'Intesa Sanpaolo S.p.A.',
    });
    const missing = await chiama('MBAC_REGIONE', 'GET', '/api/banche/99999');
    expect(missing).toMatchObject({ status: 404, body: { message: 'Risorsa non trovata' } });
  });

  it('lets the ministry add a bank by its ABI code and rename it, naming the refused fields in Italian', async () => {
    const creata = await chiama('MBAC_MINISTERO', 'POST', '/api/banche', { abi: '07601', denominazione: 'Poste' });
    expect(creata).toMatchObject({ status: 200, body: { abi: '07601', denominazione: 'Poste' } });
    const rinominata = await chiama('MBAC_MINISTERO', 'PUT', '/api/banche/07601', { denominazione: 'BancoPosta' });
    expect(rinominata.body).toEqual({ abi: '07601', denominazione: 'BancoPosta' });

    const doppia = await chiama('MBAC_MINISTERO', 'POST', '/api/banche', { abi: '07601', denominazione: 'Altra' });
    expect(doppia).toEqual({
      status: 400,
      total: undefined,
      body: {
        requestId: expect.any(String),
        message: 'Dati non validi: controlla i campi indicati',
        errors: { abi: 'Esiste già un elemento con questo codice' },
      },
    });
    const malformata = await chiama('MBAC_MINISTERO', 'POST', '/api/banche', { abi: '76', denominazione: 'Poste' });
    expect(malformata.status).toBe(400);
    expect(Object.keys(malformata.body.errors)).toEqual(['abi']);
    expect(malformata.body.errors.abi).toMatch(/^[A-Z]/);
  });

  it('refuses changes to every other role, and an update of a bank that does not exist', async () => {
    const proponente = await chiama('MBAC_PROPONENTE', 'POST', '/api/banche', {
      abi: '07602',
      denominazione: 'Banca X',
    });
    expect(proponente.status).toBe(403);
    expect((await chiama('MBAC_BANCA', 'PUT', '/api/banche/03069', { denominazione: 'Altra' })).status).toBe(403);
    expect((await chiama('MBAC_MINISTERO', 'PUT', '/api/banche/99999', { denominazione: 'Altra' })).status).toBe(404);
  });
});
