import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/types';
import type { Database } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { openTestDatabase, startTestApp, type TestApp } from './support/test-app';

const CONTRACT = resolve(__dirname, '../../contract');
const SERVER = resolve(__dirname, '../../server/src');

/**
 * A route path written in the server instead of derived from the contract: a literal as the path of a route, of a
 * `url:`, `path:` or `prefix:` field, as the prefix given to `rotta`, or naming a service's path.
 */
const LETTERALI_DI_ROTTA: readonly RegExp[] = [
  /\.(?:get|post|put|delete|patch|head|options|all)\(\s*[`'"]/g,
  /\b(?:url|path|prefix):\s*[`'"]\//g,
  /\brotta(?:In)?\([^)]*,\s*[`'"]\//g,
  /[`'"]\/(?:api|apigen)(?:[/`'"])/g,
];

/** The code of a source file: a path named in a comment is documentation, not a route. */
const senzaCommenti = (testo: string) => testo.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

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

const filesOf = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesOf(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });

/** Where the /api and /apigen routes are mounted and registered. */
const SORGENTI_DELLE_ROTTE = [
  ...filesOf(join(SERVER, 'modules')),
  ...filesOf(join(SERVER, 'engine')),
  join(SERVER, 'api.ts'),
];

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

describe('the route paths in the server', () => {
  it('are each derived from the contract, none written as a literal', () => {
    const letterali = Object.fromEntries(
      SORGENTI_DELLE_ROTTE.map((file) => {
        const testo = senzaCommenti(readFileSync(file, 'utf8'));
        const trovati = LETTERALI_DI_ROTTA.flatMap((pattern) => testo.match(pattern) ?? []);
        return [file.slice(SERVER.length + 1), trovati.length] as const;
      }).filter(([, trovati]) => trovati > 0),
    );
    expect(letterali).toEqual({});
  });
});

describe('the routes the server registers under /api and /apigen', () => {
  it('are each a call the contract declares, at its method and path', () => {
    const undeclared = [...served].filter((call) => !declared.has(call) && !(call in PAGINE_DEL_SERVER));
    expect(undeclared).toEqual([]);
  });

  it('serve every call the contract declares', () => {
    expect(served).toContain('GET /api/programma/getListaProgrammiInvestimento');
    expect(declared).toContain('POST /apigen/domanda/creaDomanda/{idBando}/{cuaaProponente}');
    expect([...declared].filter((call) => !served.has(call))).toEqual([]);
  });
});
