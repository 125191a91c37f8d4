import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { registerApi } from './api';
import { createAuthenticate } from './auth/authenticate';
import type { IdentityProvider } from './auth/identity';
import { createTokenVerifier, type VerifyKey } from './auth/token-verifier';
import { PROJECT_ROOT, type Config } from './config';
import type { Database } from './db/database';
import { addCodiceFiscaleFormat } from '../../contract/validators/codice-fiscale-formato';
import { addCodiciProgettoFormats } from '../../contract/validators/codici-progetto';
import { addAnnotazioni } from '../../contract/annotazioni';
import { openFileStore, type FileStore } from './files';
import { rifiutaCaratteriNul } from './http/caratteri-nul';
import { costruttoreSerializzatori } from './http/serializzatore';
import { installCors } from './http/cors';
import { nonConservareLeRisposteApi } from './http/no-store';
import { installErrorHandling } from './http/error-handler';
import { soloCifreNegliInteri } from './http/interi-decimali';
import { opzioniErroriDiFastify } from './http/errori-di-fastify';
import { chiudiEntro, opzioniDeiTempi } from './http/tempi';
import { ErrorBody } from '../../contract/errori';
import { registerOperativi } from './http/operativi';
import { idRichiestaNegliErrori } from './http/id-richiesta';
import { contaLeRichieste, creaMetriche } from './metriche/metriche';
import { registerMultipart } from './http/multipart';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { issueXsrfCookie } from './http/xsrf';
import { frontendConfig, readProjectFrontendConfig } from './web/frontend-config';
import { registerFrontend } from './web/static-app';
import { registriDaConfigurazione } from './modules/registri/registri-http';
import { registriLocali } from './modules/registri/registri-locali';
import { fiduciaDa } from './firme/fiducia';

export interface BuildAppOptions {
  readonly config: Config;
  readonly database: Database;
  /** The embedded OpenID Connect provider; absent with an external issuer. */
  readonly identity?: IdentityProvider;
  /** Key that verifies access tokens, for tests; by default the identity's key, else the issuer's JWKS. */
  readonly verifyKey?: VerifyKey;
  /** Where uploaded files live; by default `$DATA_DIR/files`. */
  readonly fileStore?: FileStore;
  /** Where log lines go instead of standard output, for the tests that read them. */
  readonly logStream?: { write(line: string): void };
  /** Told of every route as it is registered, for the test that holds the routes to the contract. */
  readonly onRoute?: (route: RouteOptions) => void;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

export async function buildApp({
  config,
  database,
  identity,
  verifyKey,
  fileStore,
  logStream,
  onRoute,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream ? { stream: logStream } : {}) },
    // A caller's (or the load balancer's) request id is kept when it is a plain token, so logs can be joined up.
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    ...opzioniErroriDiFastify,
    ...opzioniDeiTempi(config.tempiHttp),
    ajv: {
      customOptions: { allErrors: true },
      plugins: [addCodiceFiscaleFormat, addCodiciProgettoFormats, addAnnotazioni],
    },
    schemaController: { compilersFactory: { buildSerializer: costruttoreSerializzatori() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorateRequest('principal', null);
  app.decorateRequest('checkedRecord', null);
  app.addHook('onRoute', soloCifreNegliInteri);
  if (onRoute) app.addHook('onRoute', onRoute);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const metriche = creaMetriche(database);
  contaLeRichieste(app, metriche);
  chiudiEntro(app, config.tempiHttp.chiusuraMs);
  installErrorHandling(app);
  app.addHook('preSerialization', idRichiestaNegliErrori);
  app.addHook('preValidation', rifiutaCaratteriNul);
  app.addHook('onSend', nonConservareLeRisposteApi);
  app.addSchema(ErrorBody);

  await app.register(cookie);
  await registerMultipart(app, config.uploadMaxBytes);
  await registerSecurityHeaders(app, config);
  installCors(app, config.corsOrigins);
  app.addHook('onRequest', issueXsrfCookie(config.publicUrl.startsWith('https:')));

  await registerOpenApi(app, await projectVersion());
  const store = fileStore ?? openFileStore(config.fileStore, config.dataDir);
  registerOperativi(app, { database, fileStore: store, metriche, metricsToken: config.metricsToken });
  if (identity) await identity.mount(app, { contaAccesso: metriche.contaAccesso });

  const verify = createTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    key: verifyKey ?? identity?.getKey,
  });
  const authenticate = createAuthenticate(verify, {
    clientId: config.oidc.clientId,
    securityRole: config.securityRole,
  });
  const files = {
    store,
    maxBytes: config.uploadMaxBytes,
    fiducia: fiduciaDa(config.firme),
  };
  const registri = registriDaConfigurazione(registriLocali(database.db), config.registri);
  await registerApi(app, {
    authenticate,
    db: database.db,
    scadenze: config.scadenze,
    files,
    registri: { registri, validitaGiorni: config.registri.validitaGiorni },
    portaleEsterno: config.oidc.portaleEsterno.clientId,
  });

  const projectFrontendConfig = await readProjectFrontendConfig(config.frontendConfigFile);
  await registerFrontend(app, { distDir: config.distDir, config: frontendConfig(config, projectFrontendConfig) });
  return app;
}

async function projectVersion(): Promise<string> {
  const { version } = JSON.parse(await readFile(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { version: string };
  return version;
}
