import Fastify from 'fastify';
import { createLocalJWKSet, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, MEMORIA_TOKEN_MS } from '../../server/src/auth/token-verifier';
import type { Database } from '../../server/src/db/database';
import { createTestIssuer, type TestIssuer } from './support/tokens';
import { openSeededDatabase, startTestApp, testConfig, type TestApp } from './support/test-app';

const LISTA = '/api/bando/getListaBandi';
const RIEPILOGO_V = '/api/bando/generaExcelRiepilogoBando/2';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let database: Database;
let portal: TestApp;

beforeAll(async () => {
  database = await openSeededDatabase();
  portal = await startTestApp(database);
});
afterAll(async () => {
  await portal?.app.close();
  await database?.close();
});

describe('access token', () => {
  it('is required on every API route, unknown ones included', async () => {
    for (const url of [LISTA, '/api/bando/getBando/1', '/api/non-esiste', '/apigen/domanda/getListaDomande']) {
      const response = await portal.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ requestId: expect.any(String), message: 'Autenticazione richiesta' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('opens the API when valid', async () => {
    const response = await portal.app.inject({
      url: LISTA,
      headers: bearer(await portal.issuer.forRoles(['MBAC_PROPONENTE'])),
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['signed by another key', async () => (await createTestIssuer(portal.config)).forRoles(['MBAC_MINISTERO'])],
    [
      'expired',
      (issuer: TestIssuer) =>
        issuer.mint({ resource_access: { 'contratti-filiera-fe': { roles: ['MBAC_MINISTERO'] } } }, { expiresIn: -60 }),
    ],
    ['for another audience', (issuer: TestIssuer) => issuer.mint({}, { audience: 'altra-api' })],
    ['from another issuer', (issuer: TestIssuer) => issuer.mint({}, { issuer: 'https://sso.altrove.it/realms/x' })],
    ['not a JWT', async () => 'non-un-token'],
  ])('is refused when %s', async (_case, makeToken) => {
    const response = await portal.app.inject({ url: LISTA, headers: bearer(await makeToken(portal.issuer)) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      requestId: expect.any(String),
      message: 'Token di accesso non valido o scaduto',
    });
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });
});

const TOKEN_NON_VALIDO = 'Token di accesso non valido o scaduto';

describe('a verified token, remembered to spare checking its signature at every request', () => {
  const verificatore = (key: Parameters<typeof createTokenVerifier>[0]['key'], orologio: { ms: number }) =>
    createTokenVerifier({
      issuer: portal.config.oidc.issuer,
      audience: portal.config.oidc.audience,
      key,
      adesso: () => orologio.ms,
    });

  it('is refused once it expires, though accepted before', async () => {
    const orologio = { ms: Date.now() };
    const verifica = verificatore(portal.issuer.publicKey, orologio);
    const token = await portal.issuer.mint({}, { expiresIn: 30 });
    await expect(verifica(token)).resolves.toMatchObject({ sub: 'utente-di-prova' });
    orologio.ms += 31_000;
    await expect(verifica(token)).rejects.toMatchObject({ statusCode: 401, message: TOKEN_NON_VALIDO });
  });

  it('is refused within a minute of its key being withdrawn by the provider', async () => {
    const orologio = { ms: Date.now() };
    let chiavi = createLocalJWKSet({ keys: [portal.issuer.publicJwk as JWK] });
    const verifica = verificatore((header, token) => chiavi(header, token), orologio);
    const token = await portal.issuer.mint({}, { expiresIn: 3600 });
    await expect(verifica(token)).resolves.toMatchObject({ sub: 'utente-di-prova' });
    chiavi = createLocalJWKSet({ keys: [] });
    orologio.ms += MEMORIA_TOKEN_MS;
    expect(MEMORIA_TOKEN_MS).toBeLessThanOrEqual(60_000);
    await expect(verifica(token)).rejects.toMatchObject({ statusCode: 401, message: TOKEN_NON_VALIDO });
  });
});

describe('signature algorithms', () => {
  let app: TestApp['app'];
  const issuers: Record<string, TestIssuer> = {};

  beforeAll(async () => {
    const config = testConfig();
    for (const alg of ['RS256', 'PS256', 'ES256', 'RS512']) issuers[alg] = await createTestIssuer(config, alg, alg);
    const keys = createLocalJWKSet({ keys: Object.values(issuers).map((issuer) => issuer.publicJwk) as JWK[] });
    ({ app } = await startTestApp(database, { config, verifyKey: keys }));
  });
  afterAll(() => app?.close());

  it.each(['RS256', 'PS256', 'ES256'])('accept %s', async (alg) => {
    const response = await app.inject({ url: '/api/non-esiste', headers: bearer(await issuers[alg].mint()) });
    expect(response.statusCode).toBe(404);
  });

  it('refuse any other, even with a known key', async () => {
    const response = await app.inject({ url: LISTA, headers: bearer(await issuers.RS512.mint()) });
    expect(response.statusCode).toBe(401);
  });
});

describe('roles', () => {
  it('come from the configured client only, unknown ones dropped', async () => {
    for (const claims of [
      { resource_access: { 'contratti-filiera-fe': { roles: ['AMMINISTRATORE'] } } },
      { resource_access: { 'altro-client': { roles: ['MBAC_MINISTERO'] } } },
      { realm_access: { roles: ['MBAC_MINISTERO'] } },
    ]) {
      const response = await portal.app.inject({ url: LISTA, headers: bearer(await portal.issuer.mint(claims)) });
      expect(response.statusCode, JSON.stringify(claims)).toBe(403);
      expect(response.json()).toEqual({
        requestId: expect.any(String),
        message: 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.',
      });
    }
  });

  it('are all MBAC_MINISTERO when SECURITY_ROLE is false, and a token is still required', async () => {
    const { app, issuer } = await startTestApp(database, { config: testConfig({}, { SECURITY_ROLE: 'false' }) });
    try {
      const proponente = await issuer.forRoles(['MBAC_PROPONENTE']);
      const riepilogo = await app.inject({ url: RIEPILOGO_V, headers: bearer(proponente) });
      expect(riepilogo.statusCode).toBe(200);
      expect((await app.inject({ url: RIEPILOGO_V })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe('keys of an external provider', () => {
  it('are found through its discovery document; an unreachable provider answers 503', async () => {
    const provider = Fastify();
    let jwk: Record<string, unknown> = {};
    provider.get('/realms/prova/.well-known/openid-configuration', async () => ({
      jwks_uri: `${issuerUrl}/protocol/openid-connect/certs`,
    }));
    provider.get('/realms/prova/protocol/openid-connect/certs', async () => ({ keys: [jwk] }));
    await provider.listen({ port: 0, host: '127.0.0.1' });
    const address = provider.server.address();
    const issuerUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/realms/prova`;
    const config = testConfig({}, { OIDC_ISSUER: issuerUrl });
    const keycloak = await createTestIssuer(config);
    jwk = keycloak.publicJwk;
    const { app } = await startTestApp(database, { config, verifyKey: undefined });
    try {
      const token = await keycloak.forRoles(['MBAC_MINISTERO']);
      expect((await app.inject({ url: LISTA, headers: bearer(token) })).statusCode).toBe(200);
      await provider.close();
      const { app: unreachableApp } = await startTestApp(database, { config, verifyKey: undefined });
      const unreachable = await unreachableApp.inject({ url: LISTA, headers: bearer(token) });
      await unreachableApp.close();
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.json()).toEqual({
        requestId: expect.any(String),
        message: 'Il servizio di autenticazione non è raggiungibile. Riprova più tardi.',
      });
    } finally {
      await app.close();
      await provider.close();
    }
  });
});

describe('embedded identity provider', () => {
  it('is mounted, keeps its own routes, and its key verifies the tokens', async () => {
    const config = testConfig();
    const embedded = await createTestIssuer(config);
    const identity = {
      mount: async (app: TestApp['app']) => {
        app.get('/oidc/.well-known/openid-configuration', async () => ({ issuer: config.oidc.issuer }));
      },
      getKey: createLocalJWKSet({ keys: [embedded.publicJwk as JWK] }),
      close: async () => undefined,
    };
    const { app } = await startTestApp(database, { config, identity, verifyKey: undefined });
    try {
      const discovery = await app.inject({ url: '/oidc/.well-known/openid-configuration' });
      expect(discovery.json()).toEqual({ issuer: 'http://localhost:8091/oidc' });
      const token = await embedded.forRoles(['MBAC_COOR_ISMEA']);
      expect((await app.inject({ url: LISTA, headers: bearer(token) })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
