import { join } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { PORTALE_ESTERNO_DEMO } from '../config';
import type { AscoltoAccessi } from '../auth/identity';
import type { Database } from '../db/database';
import { appBaseUrls, originsOf } from './app-addresses';
import { serveAssets } from './assets';
import { chiaviDalDatabase } from './chiavi-nel-database';
import { databaseAdapter } from './database-adapter';
import { formPostPages } from './form-post-page';
import { interactionRoutes } from './interactions';
import { LIMITI_PREDEFINITI, registroInMemoria, type LimitiAccesso } from './limiti-accesso';
import { pageSender } from './page-response';
import { createProvider } from './provider';
import { registroNelDatabase } from './registro-tentativi';
import { loadOrCreateSecrets, publicKeys } from './secrets';

export interface EmbeddedIdentityOptions {
  /** e.g. http://localhost:8091 — the issuer is `${publicUrl}/oidc`. */
  publicUrl: string;
  /**
   * Without a database, signing keys and cookie keys are kept in `${dataDir}/oidc/`, created on the first start; with
   * one, they are in its `oidc_chiavi` table, taken on the first start from those files if a single process left some.
   */
  dataDir: string;
  /** The public client of the app (PKCE S256). */
  clientId: string;
  /** The `aud` of access tokens. */
  audience: string;
  /** Access token lifetime, seconds. */
  accessTokenTtl: number;
  /**
   * Keeps keys, sessions, interactions, codes and grants in this database (migrated), shared by every process and
   * kept across restarts. Without it the keys are files and the rest lives in this process's memory only.
   */
  database?: Database;
  /** Login throttling; the defaults of `LIMITI_PREDEFINITI` unless given. */
  limitiAccesso?: LimitiAccesso;
  /** The external portal's confidential client; the demo one unless given. */
  portaleEsterno?: { readonly clientId: string; readonly secret: string };
}

export interface EmbeddedIdentity {
  /** Serves the provider under `/oidc`. */
  mount(app: FastifyInstance, ascolto?: AscoltoAccessi): Promise<void>;
  /** Verifies the access tokens the provider issues. */
  getKey: JWTVerifyGetKey;
  issuer: string;
  close(): Promise<void>;
}

const MOUNT_PATH = '/oidc';

/** The provider answers every address under its own, its 404 included: Fastify's route only gives middie a place. */
const nonServitaDalFornitore = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();

/** The embedded OpenID Connect provider with the demo users, for when no external Keycloak realm is configured. */
export async function createEmbeddedIdentity(options: EmbeddedIdentityOptions): Promise<EmbeddedIdentity> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const issuer = `${publicUrl}${MOUNT_PATH}`;
  const keysFolder = join(options.dataDir, 'oidc');
  const secrets = options.database
    ? await chiaviDalDatabase(options.database.db, keysFolder)
    : await loadOrCreateSecrets(keysFolder);
  const baseUrls = appBaseUrls(publicUrl);
  const addresses = { assetsPath: `${MOUNT_PATH}/assets`, portalHome: baseUrls[0] };
  const sendPage = pageSender(originsOf(baseUrls));
  const limiti = options.limitiAccesso ?? LIMITI_PREDEFINITI;
  const tentativi = options.database ? registroNelDatabase(options.database.db, limiti) : registroInMemoria(limiti);
  const provider = createProvider({
    issuer,
    mountPath: MOUNT_PATH,
    clientId: options.clientId,
    audience: options.audience,
    apiResource: `${publicUrl}/api`,
    accessTokenTtl: options.accessTokenTtl,
    appBaseUrls: baseUrls,
    secrets,
    addresses,
    sendPage,
    adapter: options.database && databaseAdapter(options.database),
    portaleEsterno: options.portaleEsterno ?? PORTALE_ESTERNO_DEMO,
  });

  return {
    issuer,
    getKey: createLocalJWKSet(publicKeys(secrets.signingKeys)),
    async mount(app, ascolto) {
      provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'Errore del fornitore di identità'));
      provider.on('error', (error) => app.log.error({ err: error }, 'Errore del fornitore di identità'));
      provider.use(formPostPages(addresses, sendPage));
      provider.use(serveAssets);
      provider.use(
        interactionRoutes({
          provider,
          mountPath: MOUNT_PATH,
          addresses,
          sendPage,
          log: app.log,
          limiti,
          tentativi,
          contaAccesso: ascolto?.contaAccesso ?? (() => undefined),
        }),
      );
      // oidc-provider reads its own request bodies: as middleware it runs before Fastify parses anything. Middie's
      // hook lives in a context of its own that holds only the provider's addresses, so no other request pays for it
      // (it ran on every request of the services: docs/performance.md).
      await app.register(async (fornitore) => {
        await fornitore.register(middie);
        fornitore.use(MOUNT_PATH, provider.callback());
        // Out of the OpenAPI document: the provider's addresses are described by its own discovery document, and a
        // route for every method (QUERY included) is not an OpenAPI 3.0 path.
        for (const percorso of [MOUNT_PATH, `${MOUNT_PATH}/*`])
          fornitore.all(percorso, { schema: { hide: true } }, nonServitaDalFornitore);
      });
    },
    // Nothing to release: the provider opens no connection of its own, and the database belongs to the caller.
    async close() {},
  };
}
