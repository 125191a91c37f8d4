import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/types';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

const CONTRACT = resolve(__dirname, '../../contract');

/** Routes under /api that are the server's own pages about the API, not calls of the contract. */
const PAGINE_DEL_SERVER: Readonly<Record<string, string>> = {
  'GET /api/openapi.json': 'the OpenAPI document, generated from the routes themselves',
  'GET /api/docs': 'the Swagger UI that reads that document',
  'GET /api/docs/json': 'the Swagger UI that reads that document',
  'GET /api/docs/yaml': 'the Swagger UI that reads that document',
  'GET /api/docs/static/index.html': 'the Swagger UI that reads that document',
  'GET /api/docs/static/swagger-initializer.js': 'the Swagger UI that reads that document',
  'GET /api/docs/static/*': 'the Swagger UI that reads that document',
};

/** Calls the server serves that no declaration in contract/ names yet: each must get one (issue 31, item 4). */
const NON_ANCORA_DICHIARATE: readonly string[] = [
  'POST /api/programma/richiestaIntegrazioneIsmea/{id}',
  'GET /api/programma/getNoteRichiestaIntegrazione/{id}',
  'GET /api/programma/getNoteRichiestaValidazione/{id}',
  'GET /api/programma/getNoteValidazione/{id}',
  'GET /api/beneficiario/getCodiceCDP/{idBeneficiario}',
  'POST /api/beneficiario/caricaCasellario/{idBeneficiario}/{dataCaricamento}/{numeroProtocollo}',
  'GET /api/beneficiario/downloadCasellario/{idBeneficiario}',
  'GET /api/beneficiario/eliminaCasellario/{idBeneficiario}',
  'POST /api/beneficiario/caricaRichiestaCasellario/{idBeneficiario}/{dataCaricamento}/{numeroProtocollo}',
  'GET /api/beneficiario/downloadRichiestaCasellario/{idBeneficiario}',
  'GET /api/beneficiario/eliminaRichiestaCasellario/{idBeneficiario}',
  'POST /api/beneficiario/caricaInformativaAntimafia/{idBeneficiario}/{dataCaricamento}/{numeroProtocollo}',
  'GET /api/beneficiario/downloadInformativaAntimafia/{idBeneficiario}',
  'GET /api/beneficiario/eliminaInformativaAntimafia/{idBeneficiario}',
  'POST /api/beneficiario/caricaRichiestaAntimafia/{idBeneficiario}/{dataCaricamento}/{numeroProtocollo}',
  'GET /api/beneficiario/downloadRichiestaAntimafia/{idBeneficiario}',
  'GET /api/beneficiario/eliminaRichiestaAntimafia/{idBeneficiario}',
  'GET /apigen/notifiche/getNotificheUtente',
  'POST /apigen/domanda/creaDomandaREST',
];

const filesOf = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesOf(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  typeof (value as Endpoint).operationId === 'string';

/** Every Endpoint any file of contract/ exports, at any depth of its declarations. */
async function endpointsDelContratto(): Promise<Set<string>> {
  const calls = new Set<string>();
  const visti = new Set<unknown>();
  const visita = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || visti.has(value) || depth > 6) return;
    visti.add(value);
    if (isEndpoint(value)) calls.add(`${value.method} ${value.path}`);
    else for (const inner of Object.values(value)) visita(inner, depth + 1);
  };
  for (const file of filesOf(CONTRACT)) for (const value of Object.values(await import(file))) visita(value, 0);
  return calls;
}

let database: Database;
let testApp: TestApp;
const served = new Set<string>();
let declared: Set<string>;

beforeAll(async () => {
  declared = await endpointsDelContratto();
  database = await openTestDatabase();
  await migrate(database);
  const onRoute = ({ method, url }: RouteOptions) => {
    if (!/^\/(api|apigen)\//.test(url)) return;
    for (const verb of [method].flat()) {
      if (verb !== 'HEAD') served.add(`${verb} ${url.replace(/:(\w+)/g, '{$1}')}`);
    }
  };
  testApp = await startTestApp(database, { onRoute });
}, 60_000);
afterAll(async () => {
  await testApp.app.close();
  await database.close();
});

describe('the routes the server registers under /api and /apigen', () => {
  it('are each a call the contract declares, at its method and path', () => {
    const undeclared = [...served].filter(
      (call) => !declared.has(call) && !(call in PAGINE_DEL_SERVER) && !NON_ANCORA_DICHIARATE.includes(call),
    );
    expect(undeclared).toEqual([]);
  });

  it('serve every call the contract declares', () => {
    expect(served).toContain('GET /api/programma/getListaProgrammiInvestimento');
    expect(declared).toContain('POST /apigen/domanda/creaDomanda/{idBando}/{cuaaProponente}');
    expect([...declared].filter((call) => !served.has(call))).toEqual([]);
  });

  it('list as not yet declared only calls that are still undeclared and still served', () => {
    expect(NON_ANCORA_DICHIARATE.filter((call) => declared.has(call) || !served.has(call))).toEqual([]);
  });
});
