import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify } from 'jose';
import { errors } from 'oidc-provider';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import { databaseAdapter } from '../../server/src/oidc/database-adapter';
import { createEmbeddedIdentity } from '../../server/src/oidc/index';
import { freePort } from '../support/portal-process';
import {
  AUDIENCE,
  CLIENT_ID,
  expectPage,
  expectReturnToApp,
  startIdentityServer,
  type IdentityServer,
} from '../support/identity-server';
import { openTestDatabaseWith } from './support/test-database';

let database: Database;
const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'oidc-db-'));
  folders.push(folder);
  return folder;
};
beforeAll(async () => {
  database = await openTestDatabaseWith('010_oidc.sql', '017_accesso_tentativi.sql', '025_oidc_chiavi.sql');
});
afterAll(async () => {
  await database?.close();
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

/** As if the entry's time had passed: the test reads the expiry without waiting for it. */
const expireNow = (id: string) =>
  database.withConnection((connection) =>
    connection.query("UPDATE oidc_payload SET expires_at = now() - interval '1 second' WHERE id = $1", [id]),
  );

/** One figure about the stored entry `id`: `figure` is the SQL expression that computes it. */
const entryFigure = (figure: string, id: string) =>
  database.withConnection(async (connection) => {
    const [{ value }] = await connection.query<{ value: number }>(
      `SELECT ${figure} AS value FROM oidc_payload WHERE id = $1`,
      [id],
    );
    return value;
  });

const secondsLeft = (id: string) => entryFigure('extract(epoch FROM expires_at - now())::float', id);
const storedRows = (id: string) => entryFigure('count(*)::int', id);

describe('the database adapter', () => {
  const adapterFor = (kind: string) => databaseAdapter(database)(kind);

  it('finds what it keeps by id, by uid and by user code, each kind on its own', async () => {
    const sessions = adapterFor('Session');
    const [id, uid, userCode] = [randomUUID(), randomUUID(), randomUUID()];
    const payload = { uid, userCode, accountId: 'a', authorizations: { [CLIENT_ID]: { sid: 's' } } };

    await sessions.upsert(id, payload, 60);

    expect(await sessions.find(id)).toEqual(payload);
    expect(await sessions.findByUid(uid)).toEqual(payload);
    expect(await sessions.findByUserCode(userCode)).toEqual(payload);
    expect(await adapterFor('Interaction').find(id)).toBeUndefined();
    await sessions.upsert(id, { ...payload, accountId: 'b' });
    expect(await sessions.find(id)).toEqual({ ...payload, accountId: 'b' });
  });

  it('consumes once: the payload tells when, a second consumption is refused', async () => {
    const codes = adapterFor('AuthorizationCode');
    const id = randomUUID();
    await codes.upsert(id, { grantId: 'g' }, 60);
    const before = Math.floor(Date.now() / 1000);

    await codes.consume(id);

    const { consumed } = (await codes.find(id))!;
    expect(consumed).toBeGreaterThanOrEqual(before - 1);
    expect(consumed).toBeLessThanOrEqual(before + 1);
    await expect(codes.consume(id)).rejects.toBeInstanceOf(errors.InvalidGrant);
  });

  it('destroys one entry, and revokes by grant only the entries of its own kind', async () => {
    const [codes, tokens] = [adapterFor('AuthorizationCode'), adapterFor('AccessToken')];
    const [grantId, code, otherCode, token] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await codes.upsert(code, { grantId }, 60);
    await codes.upsert(otherCode, { grantId: randomUUID() }, 60);
    await tokens.upsert(token, { grantId }, 60);

    await codes.revokeByGrantId(grantId);

    expect(await codes.find(code)).toBeUndefined();
    expect(await codes.find(otherCode)).toBeDefined();
    expect(await tokens.find(token)).toBeDefined();
    await tokens.destroy(token);
    expect(await tokens.find(token)).toBeUndefined();
  });

  it('answers nothing once an entry has expired, and deletes it at a later write', async () => {
    const sessions = databaseAdapter(database, { cleanupIntervalMs: 0 })('Session');
    const [id, uid] = [randomUUID(), randomUUID()];
    await sessions.upsert(id, { uid }, 60);
    expect(await sessions.find(id)).toBeDefined();
    // It expires 60 seconds after its write, on the database's clock (less what the query took to get there).
    const left = await secondsLeft(id);
    expect(left).toBeGreaterThan(50);
    expect(left).toBeLessThanOrEqual(60);

    await expireNow(id);

    expect(await sessions.find(id)).toBeUndefined();
    expect(await sessions.findByUid(uid)).toBeUndefined();
    await expect(sessions.consume(id)).rejects.toBeInstanceOf(errors.InvalidGrant);
    expect(await storedRows(id)).toBe(1);
    await sessions.upsert(randomUUID(), {}, 60);
    expect(await storedRows(id)).toBe(0);
  });
});

describe('sessions across a restart', () => {
  const running: IdentityServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
  });

  /** Logs proponente1 in, restarts the identity on the same port and folder, and asks again with prompt=none. */
  async function silentLoginAfterRestart(options: { database?: Database }) {
    const dataDir = newDataDir();
    const first = await startIdentityServer({ dataDir, ...options });
    const client = first.client();
    await client.logIn('proponente1', 'demo');
    await first.stop();
    const restarted = await startIdentityServer({ dataDir, ...options, port: Number(new URL(first.url).port) });
    running.push(restarted);
    return { client, restarted, answer: await client.authorize({ prompt: 'none' }) };
  }

  it('are kept in the database: after the restart prompt=none still answers with a code', async () => {
    const { client, restarted, answer } = await silentLoginAfterRestart({ database });

    expectReturnToApp(answer);
    const { access_token } = await client.exchangeCode(answer.url);
    const { payload } = await jwtVerify(access_token, restarted.identity.getKey, {
      issuer: restarted.identity.issuer,
      audience: AUDIENCE,
    });
    expect(payload.preferred_username).toBe('proponente1');
  });

  it('are lost without the database (the in-memory default)', async () => {
    const { answer } = await silentLoginAfterRestart({});

    expectReturnToApp(answer);
    expect(answer.url.searchParams.get('error')).toBe('login_required');
  });
});

interface Balanced {
  readonly url: string;
  client(): CodeFlowClient;
  stop(): Promise<void>;
}

/** Two identities on one database and one data folder, behind a balancer that alternates them request by request. */
async function startBalancedIdentities(): Promise<Balanced> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = newDataDir();
  const apps: FastifyInstance[] = [];
  for (const _ of [1, 2]) {
    const identity = await createEmbeddedIdentity({
      publicUrl: url,
      dataDir,
      clientId: CLIENT_ID,
      audience: AUDIENCE,
      accessTokenTtl: 300,
      database,
    });
    const app = Fastify();
    await identity.mount(app);
    await app.ready();
    apps.push(app);
  }
  let turn = 0;
  const balancer = createServer((request, response) => apps[turn++ % apps.length].routing(request, response));
  await new Promise<void>((resolve) => balancer.listen(port, '127.0.0.1', resolve));
  return {
    url,
    client: () =>
      new CodeFlowClient({ issuer: `${url}/oidc`, clientId: CLIENT_ID, redirectUri: `${url}/contratti-filiera-fe/` }),
    async stop() {
      balancer.closeAllConnections();
      await new Promise((resolve) => balancer.close(resolve));
      await Promise.all(apps.map((app) => app.close()));
    },
  };
}

describe('two identities on the same database', () => {
  let balanced: Balanced;
  beforeAll(async () => {
    balanced = await startBalancedIdentities();
  });
  afterAll(async () => {
    await balanced?.stop();
  });

  it('share sessions: each answers prompt=none for a login made across both', async () => {
    const client = balanced.client();
    await client.logIn('coordinatore', 'demo');

    for (const _ of [1, 2]) {
      const silent = await client.authorize({ prompt: 'none' });
      expectReturnToApp(silent);
      const { access_token } = await client.exchangeCode(silent.url);
      expect(decodeJwt(access_token).preferred_username).toBe('coordinatore');
    }
  });

  it('redeem a code once: the second exchange, at the other identity, is refused', async () => {
    const client = balanced.client();
    const verifier = randomBytes(32).toString('base64url');
    const loginPage = await client.authorize({
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    });
    expectPage(loginPage);
    const back = await client.submitForm(loginPage, { username: 'validatore', password: 'demo' });
    expectReturnToApp(back);
    const exchange = () =>
      fetch(`${balanced.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: back.url.searchParams.get('code')!,
          redirect_uri: `${balanced.url}/contratti-filiera-fe/`,
          client_id: CLIENT_ID,
          code_verifier: verifier,
        }).toString(),
      });

    const first = await exchange();
    const second = await exchange();

    expect(first.status).toBe(200);
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
