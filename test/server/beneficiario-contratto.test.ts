import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEndpoints } from '../../dataProvider/endpoints';
import { beneficiariSchema } from '../../contract/beneficiari/schema';
import { proponentiSchema } from '../../contract/proponenti/schema';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

interface Parametro {
  name: string;
  in: string;
  required?: boolean;
}
interface Operazione {
  parameters?: Parametro[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

let database: Database;
let app: TestApp;
let paths: Record<string, Record<string, Operazione>>;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  app = await startTestApp(database);
  paths = (await app.app.inject({ url: '/api/openapi.json' })).json().paths;
});
afterAll(async () => {
  await app?.app.close();
  await database?.close();
});

const SALVATAGGI_PROPONENTE = 'MailProponente|RappresentanteLegale|Referente|BancaAutorizzata';
/** The proponent's calls, which live under the programme's path. */
const CHIAMATE_PROPONENTE = new RegExp(`/api/programma/(getDettaglioProponente|salva(${SALVATAGGI_PROPONENTE}))`);
const segnaposti = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the OpenAPI document of the dossier', () => {
  it.each(
    listEndpoints([beneficiariSchema, proponentiSchema]).map(
      (endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const,
    ),
  )('has %s as the resources declare it', (_chiamata, endpoint) => {
    const operazione = paths[endpoint.path]?.[endpoint.method.toLowerCase()];
    expect(operazione, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    const parametri = operazione!.parameters ?? [];
    expect(
      parametri
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort(),
    ).toEqual(segnaposti(endpoint.path));
    for (const nome of endpoint.requiredQuery ?? [])
      expect(parametri.find((p) => p.in === 'query' && p.name === nome)?.required).toBe(true);
    if (endpoint.body === 'json')
      expect(Object.keys(operazione!.requestBody?.content ?? {})).toContain('application/json');
  });

  it('describes every route of the two services with its errors', () => {
    const dossier = Object.entries(paths).filter(
      ([path]) => path.startsWith('/api/beneficiario/') || CHIAMATE_PROPONENTE.test(path),
    );
    const operazioni = dossier.flatMap(([path, metodi]) =>
      Object.entries(metodi).map(([metodo, operazione]) => ({ chiamata: `${metodo} ${path}`, operazione })),
    );
    const mie = operazioni.filter(({ chiamata }) => !/(Casellario|Antimafia)/.test(chiamata));
    expect(mie, '5 proponent calls and 23 beneficiary calls').toHaveLength(28);
    for (const { chiamata, operazione } of mie) {
      expect(Object.keys(operazione.responses), chiamata).toEqual(expect.arrayContaining(['400', '401', '403', '404']));
      expect(
        Object.keys(operazione.responses).some((codice) => codice.startsWith('2')),
        chiamata,
      ).toBe(true);
    }
  });
});
