import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errors, jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedIdentity } from '../../server/src/oidc/index';
import { AUDIENCE, CLIENT_ID, startIdentityServer } from '../support/identity-server';

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'oidc-keys-'));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const identityOn = (publicUrl: string, dataDir: string) =>
  createEmbeddedIdentity({ publicUrl, dataDir, clientId: CLIENT_ID, audience: AUDIENCE, accessTokenTtl: 300 });

describe('the provider keys', () => {
  it('are created in dataDir/oidc on the first start, private files for the owner only', async () => {
    const dataDir = newDataDir();

    await identityOn('http://localhost:8000', dataDir);

    const folder = join(dataDir, 'oidc');
    expect(readdirSync(folder).sort()).toEqual(['cookie-keys.json', 'jwks.json']);
    expect(statSync(join(folder, 'jwks.json')).mode & 0o777).toBe(0o600);
    const [signingKey] = JSON.parse(readFileSync(join(folder, 'jwks.json'), 'utf8')).keys;
    expect(signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', d: expect.any(String) });
  });

  it('are reused by the next start on the same folder: its tokens still verify', async () => {
    const dataDir = newDataDir();
    const server = await startIdentityServer({ dataDir });
    const { access_token } = await server.client().logIn('commissione', 'demo');
    await server.stop();

    const restarted = await identityOn(server.url, dataDir);
    const elsewhere = await identityOn(server.url, newDataDir());

    const expectations = { issuer: restarted.issuer, audience: AUDIENCE };
    const { payload } = await jwtVerify(access_token, restarted.getKey, expectations);
    expect(payload.preferred_username).toBe('commissione');
    await expect(jwtVerify(access_token, elsewhere.getKey, expectations)).rejects.toBeInstanceOf(
      errors.JWKSNoMatchingKey,
    );
  });
});
