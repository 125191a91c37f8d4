import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AscoltoAccessi } from '../../server/src/auth/identity';
import type { Database } from '../../server/src/db/database';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import type { Destination, ProviderPage, ReturnToApp } from '../../server/src/oidc/code-flow-client';
import { createEmbeddedIdentity, type EmbeddedIdentity } from '../../server/src/oidc/index';
import type { LimitiAccesso } from '../../server/src/oidc/limiti-accesso';
import { freePort } from './portal-process';

export const CLIENT_ID = 'contratti-filiera-fe';
export const AUDIENCE = 'contratti-filiera-api';

export interface IdentityServer {
  readonly url: string;
  readonly dataDir: string;
  readonly identity: EmbeddedIdentity;
  readonly app: FastifyInstance;
  /** What the app logged, one JSON line each. */
  readonly logLines: readonly string[];
  /** A browser-like client returning to `path` of the app. */
  client(path?: string): CodeFlowClient;
  stop(): Promise<void>;
}

export interface IdentityServerOptions {
  readonly accessTokenTtl?: number;
  /** Its own temporary folder (removed on stop) unless given. */
  readonly dataDir?: string;
  /** A migrated database keeping the provider's sessions; without it they live in memory. */
  readonly database?: Database;
  /** A free one unless given: the same port and folder make a restart of the same server. */
  readonly port?: number;
  readonly limitiAccesso?: LimitiAccesso;
  /** Told how each sign-in ended (the app's metrics do this in the portal). */
  readonly ascolto?: AscoltoAccessi;
}

/** A bare Fastify with only the embedded provider mounted. */
export async function startIdentityServer(options: IdentityServerOptions = {}): Promise<IdentityServer> {
  const { accessTokenTtl = 300, dataDir = '', database, limitiAccesso } = options;
  const port = options.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const ownDataDir = dataDir || mkdtempSync(join(tmpdir(), 'oidc-'));
  const identity = await createEmbeddedIdentity({
    publicUrl: url,
    dataDir: ownDataDir,
    clientId: CLIENT_ID,
    audience: AUDIENCE,
    accessTokenTtl,
    database,
    limitiAccesso,
  });
  const logLines: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } });
  await identity.mount(app, options.ascolto);
  app.post('/echo', async (request) => request.body);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    dataDir: ownDataDir,
    identity,
    app,
    logLines,
    client: (path = '/contratti-filiera-fe/') =>
      new CodeFlowClient({ issuer: identity.issuer, clientId: CLIENT_ID, redirectUri: `${url}${path}` }),
    async stop() {
      await app.close();
      await identity.close();
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

// jsdom ships no types of its own (and @types/jsdom is not installed): this is the one constructor used here.
type JsdomConstructor = new (
  html: string,
  options?: { runScripts?: 'outside-only' },
) => { window: Window & typeof globalThis };
export const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

/** The page as a browser would build it, to query what a person sees. */
export const pageDocument = (html: string): Document => new JSDOM(html).window.document;

/** The provider answered with a page of its own (sign-in, logout, error), not by sending the browser to the app. */
export function expectPage(destination: Destination): asserts destination is ProviderPage {
  expect(destination.kind, `atteso una pagina del fornitore, non ${destination.url}`).toBe('page');
}

/** The provider sent the browser back to the app. */
export function expectReturnToApp(destination: Destination): asserts destination is ReturnToApp {
  expect(destination.kind, `atteso il ritorno all'app, non ${destination.url}`).toBe('callback');
}
