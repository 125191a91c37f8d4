import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createProvider } from '../../server/src/oidc/provider';
import { createCookieKey, createSigningKey } from '../../server/src/oidc/secrets';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** The address the provider attributes a request to, as its login throttling reads it. */
async function indirizzoVisto(issuer: string, forwardedFor: string): Promise<string> {
  const provider = createProvider({
    issuer,
    mountPath: '/oidc',
    clientId: 'portale',
    audience: 'portale-api',
    apiResource: 'https://portale.example/api',
    accessTokenTtl: 300,
    appBaseUrls: ['https://portale.example/contratti-filiera-fe/'],
    secrets: { signingKeys: { keys: [await createSigningKey()] }, cookieKeys: [createCookieKey()] },
    addresses: { assetsPath: '/oidc/assets', portalHome: 'https://portale.example/contratti-filiera-fe/' },
    sendPage: (ctx, status, html) => {
      ctx.status = status;
      ctx.body = html;
    },
    portaleEsterno: { clientId: 'esterno', secret: 'segreto-di-prova-lungo-abbastanza' },
  });
  let visto = '';
  provider.use(async (ctx, next) => {
    visto = ctx.ip;
    await next();
  });
  server = createServer(provider.callback());
  await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((answered, failed) => {
    const headers = { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' };
    request({ port, path: '/.well-known/openid-configuration', headers }, (response) => {
      response.resume().on('end', answered);
    })
      .on('error', failed)
      .end();
  });
  return visto;
}

describe('the client address behind the TLS proxy', () => {
  it('is the one the proxy appended, not what the client wrote before it', async () => {
    expect(await indirizzoVisto('https://portale.example/oidc', '203.0.113.7, 198.51.100.20')).toBe('198.51.100.20');
    expect(await indirizzoVisto('https://portale.example/oidc', '1.1.1.1, 2.2.2.2, 198.51.100.20')).toBe(
      '198.51.100.20',
    );
  });

  it('ignores X-Forwarded-For when the portal is not behind a proxy (an http address)', async () => {
    expect(await indirizzoVisto('http://127.0.0.1:8091/oidc', '203.0.113.7')).toBe('127.0.0.1');
  });
});
