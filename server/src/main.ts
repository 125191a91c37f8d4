import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import type { IdentityProvider } from './auth/identity';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { openFileStore } from './files';
import { avviaLavoriDelPortale } from './lavori/lavori-del-portale';
import { caricaComuni } from './modules/domanda/sedi/comuni';
import { seedIfEmpty } from './seed/seed';
import { BASE_PATH } from './web/static-app';

/** What is open, closed in reverse order on SIGINT/SIGTERM, whatever step the start-up has reached. */
const openResources: (() => Promise<void>)[] = [];

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await mkdir(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'pgdata'),
    poolSize: config.databasePoolSize,
  });
  openResources.push(() => database.close());
  // Before the identity: it keeps its sessions in a table of the migrations.
  const applied = await migrate(database);
  await caricaComuni(database.db);
  const identity = config.oidc.external ? undefined : await embeddedIdentity(config, database);
  if (identity) openResources.push(() => identity.close());
  const fileStore = openFileStore(config.fileStore, config.dataDir);
  const app = await buildApp({ config, database, identity, fileStore });
  openResources.push(() => app.close());

  if (applied.length > 0) app.log.info({ migrazioni: applied }, 'Migrazioni applicate');
  if (await seedIfEmpty(database.db, { fileStore })) app.log.info('Dati dimostrativi caricati');
  // The sweep and the term expiries, once across processes; due at once when no process ran them in this period, so
  // terms that expired while the portal was down are closed at start-up.
  const lavoratore = avviaLavoriDelPortale(database.db, { config, fileStore, log: app.log });
  openResources.push(() => lavoratore.ferma());

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portale pronto su ${config.publicUrl}${BASE_PATH}/`);
}

async function shutdown(signal: NodeJS.Signals): Promise<void> {
  console.info(`${signal} ricevuto: chiusura del portale`);
  try {
    for (const close of openResources.reverse()) await close();
    process.exit(0);
  } catch (error) {
    console.error('Chiusura del portale non riuscita:', error);
    process.exit(1);
  }
}

/** Loaded only when used: with an external issuer the provider's code stays out of the process. */
async function embeddedIdentity(config: Config, database: Database): Promise<IdentityProvider> {
  const { createEmbeddedIdentity } = await import('./oidc/index');
  return createEmbeddedIdentity({
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    clientId: config.oidc.clientId,
    audience: config.oidc.audience,
    accessTokenTtl: config.oidc.accessTokenTtl,
    database,
    limitiAccesso: config.limitiAccesso,
    portaleEsterno: config.oidc.portaleEsterno,
  });
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('Avvio del portale non riuscito:', error);
  process.exit(1);
});
