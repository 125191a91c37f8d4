import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { openTestDatabase, startTestApp, testConfig, type TestApp } from './support/test-app';

let database: Database;
let portal: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  portal = await startTestApp(database);
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

/** The sha256 source of the one inline script of the page keycloak-js opens in its hidden iframe. */
async function hashDelloScriptInLinea(): Promise<string> {
  const page = await portal.app.inject({ url: '/contratti-filiera-fe/silent-check-sso.html' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  const scripts = [...page.body.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
  expect(scripts).toEqual(['parent.postMessage(location.href, location.origin);']);
  return `'sha256-${createHash('sha256')
    .update(scripts[0] ?? '')
    .digest('base64')}'`;
}

describe('security headers', () => {
  it("allow what the built app needs and, inline, only the silent sign-in page's own script", async () => {
    const response = await portal.app.inject({ url: '/health' });
    const policy = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values.join(' ')]),
    );
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': `'self' ${await hashDelloScriptInLinea()}`,
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'frame-src': "'self'",
      'frame-ancestors': "'self'",
      'object-src': "'none'",
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('let the browser reach an external provider and services', async () => {
    const config = testConfig(
      {},
      { OIDC_ISSUER: 'https://sso.example.it/realms/mipaaf', PROGRAMMI_URL: 'https://programmi.example.it/api' },
    );
    const { app } = await startTestApp(database, { config });
    try {
      const policy = String((await app.inject({ url: '/health' })).headers['content-security-policy']);
      expect(policy).toContain("connect-src 'self' https://sso.example.it https://programmi.example.it");
      expect(policy).toContain("frame-src 'self' https://sso.example.it");
    } finally {
      await app.close();
    }
  });
});

describe('anti-forgery double submit', () => {
  let token: string;
  beforeAll(async () => {
    token = await portal.issuer.forRoles(['MBAC_MINISTERO']);
  });

  it('hands out the cookie when the browser has none', async () => {
    const response = await portal.app.inject({ url: '/health' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{43}; Path=\/; SameSite=Strict$/);
    const again = await portal.app.inject({ url: '/health', cookies: { 'XSRF-TOKEN': 'gia-presente' } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unsafe API call whose header does not repeat the cookie', async () => {
    for (const header of [undefined, 'altro-valore']) {
      const response = await portal.app.inject({
        method: 'POST',
        url: '/api/bando/nonEsiste',
        cookies: { 'XSRF-TOKEN': 'valore-del-cookie' },
        headers: { authorization: `Bearer ${token}`, ...(header ? { 'x-xsrf-token': header } : {}) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        requestId: expect.any(String),
        message: 'Richiesta rifiutata: token anti-falsificazione mancante o non valido. Ricarica la pagina e riprova.',
      });
    }
  });

  it('lets it through when the header matches, or when there is no cookie', async () => {
    const matching = await portal.app.inject({
      method: 'DELETE',
      url: '/api/bando/nonEsiste',
      cookies: { 'XSRF-TOKEN': 'valore-del-cookie' },
      headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': 'valore-del-cookie' },
    });
    expect(matching.statusCode).toBe(404);
    const noCookie = await portal.app.inject({
      method: 'PUT',
      url: '/api/bando/nonEsiste',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noCookie.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas at /api/openapi.json', async () => {
    const response = await portal.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/bando/getListaBandi',
        '/api/bando/getBando/{idBando}',
        '/api/bando/generaExcelRiepilogoBando/{idBando}',
      ]),
    );
    expect(document.components.schemas.Bando.required).toContain('numeroProgrammi');
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    const parameters = document.paths['/api/bando/getListaBandi'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(['_start', '_end', '_sort', '_order', 'page', 'perPage']));
  });

  it('is browsable at /api/docs with nothing loaded from another site', async () => {
    const page = await portal.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(2);
    for (const source of sources) expect(source).not.toMatch(/^(https?:)?\/\//);
    for (const source of sources) {
      const asset = await portal.app.inject({ url: new URL(source, 'http://localhost/api/docs/').pathname });
      expect(asset.statusCode, source).toBe(200);
    }
    const initializer = await portal.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
    expect(initializer.body).toContain("url: resolveUrl('./json')");
  });
});

describe('CORS', () => {
  it('adds nothing when no origin is configured', async () => {
    const response = await portal.app.inject({ url: '/health', headers: { origin: 'https://altro.example.it' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the listed origins only, preflight included', async () => {
    const { app } = await startTestApp(database, {
      config: testConfig({}, { CORS_ORIGINS: 'https://portale.example.it' }),
    });
    try {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/bando/getListaBandi',
        headers: { origin: 'https://portale.example.it', 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://portale.example.it');
      expect(preflight.headers['access-control-allow-headers']).toContain('X-XSRF-TOKEN');
      const get = await app.inject({ url: '/health', headers: { origin: 'https://portale.example.it' } });
      expect(get.headers['access-control-expose-headers']).toBe('X-Total-Count, Content-Disposition, X-Request-Id');
      const stranger = await app.inject({ url: '/health', headers: { origin: 'https://altro.example.it' } });
      expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
