import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openTestDatabase, startTestApp, testConfig, type TestApp } from './support/test-app';

const INDEX =
  '<!doctype html><html lang="it"><body><div id="root"></div><script type="module" ' +
  'src="/contratti-filiera-fe/assets/index-a1b2c3.js"></script></body></html>';
const SCRIPT = `console.log(${JSON.stringify('contratti di filiera '.repeat(200))});`;

let database: Database;
let folder: string;
let portal: TestApp;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dist-'));
  const dist = join(folder, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'service-worker.js'), 'self.addEventListener("install", () => self.skipWaiting());');
  await writeFile(join(dist, 'assets', 'index-a1b2c3.js'), SCRIPT);
  await writeFile(join(dist, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dist, 'assets', 'index-a1b2c3.js.gz'), gzipSync(SCRIPT));
  database = await openTestDatabase();
  portal = await startTestApp(database, { config: testConfig({ distDir: dist }) });
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
  await rm(folder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => portal.app.inject({ url, headers });

describe('the built app', () => {
  it('is where / leads', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/contratti-filiera-fe/');
    expect((await get('/contratti-filiera-fe')).headers.location).toBe('/contratti-filiera-fe/');
  });

  it('serves index.html under the base path, always revalidated', async () => {
    const response = await get('/contratti-filiera-fe/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('serves the service worker revalidated too', async () => {
    const response = await get('/contratti-filiera-fe/service-worker.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable, precompressed when the browser accepts it', async () => {
    const plain = await get('/contratti-filiera-fe/assets/index-a1b2c3.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const brotli = await get('/contratti-filiera-fe/assets/index-a1b2c3.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get('/contratti-filiera-fe/assets/index-a1b2c3.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers index.html for any page of the single-page app', async () => {
    for (const url of [
      '/contratti-filiera-fe/listaProgrammi/2',
      '/contratti-filiera-fe/dettaglioProgrammaDC/idBando/5/idDomanda/3',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers 404 for a missing hashed asset rather than a page', async () => {
    const response = await get('/contratti-filiera-fe/assets/index-vecchio.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ requestId: expect.any(String), message: 'Risorsa non trovata' });
  });
});

describe('config/config.json', () => {
  it('tells the browser the embedded provider, by its endpoints, and the settings', async () => {
    const response = await get('/contratti-filiera-fe/config/config.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      SECURITY_ROLE: true,
      KEYCLOAK_CONFIG: {
        oidcProvider: {
          authorization_endpoint: 'http://localhost:8091/oidc/auth',
          token_endpoint: 'http://localhost:8091/oidc/token',
          end_session_endpoint: 'http://localhost:8091/oidc/session/end',
        },
        clientId: 'contratti-filiera-fe',
      },
      DISTRETTI_CIBO_URL: '',
      PROGRAMMI_URL: '',
      UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
    });
  });

  it('tells url and realm of an external Keycloak, and takes the project file over the settings', async () => {
    const projectFile = join(folder, 'config.json');
    await writeFile(projectFile, JSON.stringify({ PROGRAMMI_URL: 'https://programmi.example.it', ALTRO: 1 }));
    const config = testConfig(
      { frontendConfigFile: projectFile },
      { OIDC_ISSUER: 'https://sso.example.it/auth/realms/mipaaf', SECURITY_ROLE: 'false' },
    );
    const { app } = await startTestApp(database, { config });
    try {
      expect((await app.inject({ url: '/contratti-filiera-fe/config/config.json' })).json()).toEqual({
        SECURITY_ROLE: false,
        KEYCLOAK_CONFIG: { url: 'https://sso.example.it/auth', realm: 'mipaaf', clientId: 'contratti-filiera-fe' },
        DISTRETTI_CIBO_URL: '',
        PROGRAMMI_URL: 'https://programmi.example.it',
        UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
        ALTRO: 1,
      });
    } finally {
      await app.close();
    }
  });

  it('stops the start-up when the project file is not a JSON object', async () => {
    const projectFile = join(folder, 'rotto.json');
    await writeFile(projectFile, '{ rotto');
    await expect(startTestApp(database, { config: testConfig({ frontendConfigFile: projectFile }) })).rejects.toThrow(
      `Il file ${projectFile} non contiene un JSON valido`,
    );
  });
});

describe('without a built app', () => {
  it('still serves the API and the config, and says the interface is not built', async () => {
    const { app, issuer } = await startTestApp(database);
    try {
      for (const url of ['/contratti-filiera-fe/', '/contratti-filiera-fe/listaProgrammi/2']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toEqual({
          requestId: expect.any(String),
          message: "L'interfaccia web non è ancora stata compilata: eseguire «npm run build».",
        });
      }
      expect((await app.inject({ url: '/contratti-filiera-fe/config/config.json' })).statusCode).toBe(200);
      const token = await issuer.forRoles(['MBAC_MINISTERO']);
      expect(
        (await app.inject({ url: '/api/non-esiste', headers: { authorization: `Bearer ${token}` } })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});
