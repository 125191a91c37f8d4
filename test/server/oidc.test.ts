import { createRemoteJWKSet, decodeJwt, errors, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import {
  AUDIENCE,
  CLIENT_ID,
  expectPage,
  expectReturnToApp,
  pageDocument,
  startIdentityServer,
  type IdentityServer,
} from '../support/identity-server';
import { fornitoreDelFile } from './support/fornitore';

const server = fornitoreDelFile();

const verifyAccessToken = (token: string) =>
  jwtVerify(token, server.identity.getKey, { issuer: server.identity.issuer, audience: AUDIENCE });

describe('discovery', () => {
  it('publishes the provider under /oidc with the public address as issuer', async () => {
    const response = await fetch(`${server.url}/oidc/.well-known/openid-configuration`);

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      issuer: `${server.url}/oidc`,
      authorization_endpoint: `${server.url}/oidc/auth`,
      token_endpoint: `${server.url}/oidc/token`,
      jwks_uri: `${server.url}/oidc/jwks`,
      end_session_endpoint: `${server.url}/oidc/session/end`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'client_credentials'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(server.identity.issuer).toBe(`${server.url}/oidc`);
  });
});

describe('the authorization code flow with PKCE', () => {
  it('gives ministero a signed JWT access token for the API, and no refresh token', async () => {
    const tokens = await server.client().logIn('ministero', 'demo');

    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
    expect(tokens).not.toHaveProperty('refresh_token');
    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(payload).toMatchObject({
      iss: `${server.url}/oidc`,
      aud: AUDIENCE,
      azp: CLIENT_ID,
      preferred_username: 'ministero',
      name: 'Giuseppe Gallo',
      given_name: 'Giuseppe',
      family_name: 'Gallo',
      email: 'ministero@contratti-filiera.example',
      codice_fiscale: 'GLLGPP65H21H501J',
      resource_access: { [CLIENT_ID]: { roles: ['MBAC_MINISTERO'] } },
    });
    expect(payload).not.toHaveProperty('cuaa');
  });

  it('signs with the keys its JWKS endpoint publishes', async () => {
    const { access_token } = await server.client().logIn('ministero', 'demo');
    const jwks = createRemoteJWKSet(new URL(`${server.url}/oidc/jwks`));

    const { payload } = await jwtVerify(access_token, jwks, { issuer: server.identity.issuer, audience: AUDIENCE });

    expect(payload.preferred_username).toBe('ministero');
  });

  it('carries both companies of proponente1 as cuaa, in the access token and in the ID token', async () => {
    const tokens = await server.client().logIn('proponente1', 'demo');

    const { payload } = await verifyAccessToken(tokens.access_token);
    expect(payload).toMatchObject({
      sub: expect.any(String),
      preferred_username: 'proponente1',
      cuaa: ['01234567897', '09876543217'],
      resource_access: { [CLIENT_ID]: { roles: ['MBAC_PROPONENTE'] } },
    });
    const { sub, preferred_username, name, codice_fiscale, cuaa, resource_access } = payload;
    expect(decodeJwt(tokens.id_token!)).toMatchObject({
      aud: CLIENT_ID,
      sub,
      preferred_username,
      name,
      codice_fiscale,
      cuaa,
      resource_access,
    });
  });

  it.each([
    ['regione.lazio', { cod_regione: '12', resource_access: { [CLIENT_ID]: { roles: ['MBAC_REGIONE'] } } }],
    ['banca', { abi: '03069', resource_access: { [CLIENT_ID]: { roles: ['MBAC_BANCA'] } } }],
  ])('carries the attributes of %s', async (username, attributes) => {
    const { access_token } = await server.client().logIn(username, 'demo');

    expect((await verifyAccessToken(access_token)).payload).toMatchObject(attributes);
  });

  it('accepts only S256 as the PKCE method', async () => {
    const answer = await server.client().authorize({ code_challenge_method: 'plain' });

    expectReturnToApp(answer);
    expect(answer.url.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('silent re-authentication', () => {
  it('gives a new code to prompt=none while the provider session lives, without the login page', async () => {
    const client = server.client();
    const first = await client.logIn('proponente1', 'demo');

    // As keycloak-js asks in its hidden iframe: the answer comes back in the fragment.
    const silent = await client.authorize({ prompt: 'none', response_mode: 'fragment' });

    expectReturnToApp(silent);
    expect(new URLSearchParams(silent.url.hash.slice(1)).get('code')).toBeTruthy();
    const renewed = await verifyAccessToken((await client.exchangeCode(silent.url)).access_token);
    expect(renewed.payload.preferred_username).toBe('proponente1');
    expect(renewed.payload.jti).not.toBe(decodeJwt(first.access_token).jti);
  });

  it('answers prompt=none without a session with login_required, back at the app', async () => {
    const silent = await server.client().authorize({ prompt: 'none' });

    expectReturnToApp(silent);
    expect(silent.url.searchParams.get('error')).toBe('login_required');
  });
});

describe('where the provider sends the browser back', () => {
  it('returns to the page of the app the login started from, query string included', async () => {
    const client = server.client('/contratti-filiera-fe/programmi?idStato=2');
    const loginPage = await client.authorize();
    expectPage(loginPage);

    const back = await client.submitForm(loginPage, { username: 'coordinatore', password: 'demo' });

    expectReturnToApp(back);
    expect(back.url.pathname).toBe('/contratti-filiera-fe/programmi');
    expect(back.url.searchParams.get('idStato')).toBe('2');
  });

  it('accepts the vite dev server of the app', async () => {
    const client = new CodeFlowClient({
      issuer: server.identity.issuer,
      clientId: CLIENT_ID,
      redirectUri: 'http://localhost:5173/contratti-filiera-fe/',
    });

    const page = await client.authorize();

    expectPage(page);
    expect(pageDocument(page.html).title).toBe('Accedi – Contratti di filiera');
  });

  it.each(['/altro/', '/contratti-filiera-fe/../oidc/jwks', '/contratti-filiera-fe-falso/'])(
    'refuses %s with an Italian error page',
    async (path) => {
      const page = await server.client(path).authorize();

      expectPage(page);
      expect(page.status).toBe(400);
      const document = pageDocument(page.html);
      expect(document.documentElement.lang).toBe('it');
      expect(document.querySelector('h1')?.textContent).toBe('Si è verificato un errore');
      expect(document.querySelector('code')?.textContent).toBe('invalid_redirect_uri');
    },
  );
});

describe('cross-origin calls to the token endpoint', () => {
  it.each([
    ['the vite dev server of the app', 'http://localhost:5173', 'http://localhost:5173'],
    ['another site', 'http://altro.example', null],
  ])('are allowed from %s, and only from the app', async (_who, origin, allowed) => {
    const response = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'x', client_id: CLIENT_ID }).toString(),
    });

    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
  });
});

describe('the mount in Fastify', () => {
  it('leaves JSON bodies of the other routes to Fastify', async () => {
    const response = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bando: 1 }),
    });

    expect(await response.json()).toEqual({ bando: 1 });
  });

  it('answers 404 for an address under /oidc the provider does not know, as for any other', async () => {
    expect((await fetch(`${server.url}/oidc/non-esiste`)).status).toBe(404);
    expect((await fetch(`${server.url}/oidc`)).status).toBe(404);
    expect((await fetch(`${server.url}/non-esiste`)).status).toBe(404);
  });

  it('signs people in side by side', async () => {
    const utenti = ['ministero', 'proponente1', 'istruttore1', 'regione.lazio'];
    const accessi = await Promise.all(utenti.map((utente) => server.client().logIn(utente, 'demo')));
    const verificati = await Promise.all(accessi.map(({ access_token }) => verifyAccessToken(access_token)));

    expect(verificati.map(({ payload }) => payload.preferred_username)).toEqual([
      'ministero',
      'proponente1',
      'istruttore1',
      'regione.lazio',
    ]);
  });
});

describe('access token lifetime', () => {
  let shortLived: IdentityServer;
  beforeAll(async () => {
    shortLived = await startIdentityServer({ accessTokenTtl: 2 });
  });
  afterAll(async () => {
    await shortLived?.stop();
  });

  it('ends after accessTokenTtl seconds', async () => {
    const { access_token } = await shortLived.client().logIn('istruttore1', 'demo');
    const expectations = { issuer: shortLived.identity.issuer, audience: AUDIENCE };
    const { iat } = decodeJwt(access_token);
    // Read at two instants of the token's own clock, not after a wait: a crowded machine may take seconds to get here.
    const at = (seconds: number) => ({ ...expectations, currentDate: new Date((iat! + seconds) * 1000) });
    await expect(jwtVerify(access_token, shortLived.identity.getKey, at(1))).resolves.toBeTruthy();
    await expect(jwtVerify(access_token, shortLived.identity.getKey, at(2))).rejects.toBeInstanceOf(errors.JWTExpired);
  });
});
