import { spawn } from 'node:child_process';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/portal-process';
import { AUDIENCE, startIdentityServer, type IdentityServer } from '../support/identity-server';

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server?.stop();
});

/** `npm run -s token -- <args>`, as its script runs it, against `portalUrl`. */
interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runTokenCommand(portalUrl: string, ...args: string[]): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/token.ts', ...args], {
    env: { ...process.env, PORTAL_URL: portalUrl },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run token', () => {
  it('prints only the access token of a demo user, one line', async () => {
    const { code, stdout, stderr } = await runTokenCommand(server.url, 'banca');

    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
    const { payload } = await jwtVerify(stdout.trim(), server.identity.getKey, {
      issuer: server.identity.issuer,
      audience: AUDIENCE,
    });
    expect(payload).toMatchObject({ preferred_username: 'banca', abi: '03069' });
  });

  it('refuses an unknown user in Italian, with exit code 1', async () => {
    const { code, stdout, stderr } = await runTokenCommand(server.url, 'sconosciuto');

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('Utente sconosciuto: sconosciuto');
    expect(stderr).toContain('ministero');
  });

  it('says how to start the portal when nothing answers', async () => {
    const silentUrl = `http://localhost:${await freePort()}`;

    const { code, stdout, stderr } = await runTokenCommand(silentUrl, 'ministero');

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(`Server non raggiungibile su ${silentUrl}: avvialo con npm start`);
  });
});
