import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CodeFlowClient } from '../../server/src/oidc/code-flow-client';
import { DEMO_PASSWORD } from '../../server/src/oidc/demo-users';
import { startPortal, type RunningPortal } from '../support/portal-process';
import type { DatabaseDedicato } from './database-dedicato';

/**
 * The portal's connections to PostgreSQL (DATABASE_POOL_SIZE): as many as the load's connections, so that it works
 * with as many sessions as pgbench's clients (BENCH_POOL=10 measures the portal's default).
 */
export const POOL_PORTALE = process.env.BENCH_POOL ?? process.env.BENCH_CONNESSIONI ?? '32';

/** BENCH_PROFILO=<folder>: the portal writes its CPU profile there when it stops (Chrome's .cpuprofile). */
const PROFILO = process.env.BENCH_PROFILO;

/**
 * The portal as `npm start` runs it (its own process, LOG_LEVEL=warn as the test portals), on the bench database.
 * The web interface is not under test: a placeholder page stands for it, so none is built.
 */
export async function avviaPortale(database: DatabaseDedicato, cartella: string): Promise<RunningPortal> {
  await writeFile(join(cartella, 'index.html'), '<!doctype html><title>non usata dal banco di prova</title>');
  return startPortal(
    {
      DATABASE_URL: database.url,
      DIST_DIR: cartella,
      OIDC_ACCESS_TOKEN_TTL: '3600',
      DATABASE_POOL_SIZE: POOL_PORTALE,
    },
    undefined,
    undefined,
    PROFILO ? ['--cpu-prof', `--cpu-prof-dir=${PROFILO}`] : [],
  );
}

/** A real access token of a demo user, through the portal's own sign-in (as `npm run token` obtains it). */
export async function accedi(portale: RunningPortal, utente: string): Promise<string> {
  const client = new CodeFlowClient({
    issuer: `${portale.url}/oidc`,
    clientId: 'contratti-filiera-fe',
    redirectUri: `${portale.url}/contratti-filiera-fe/`,
  });
  return (await client.logIn(utente, DEMO_PASSWORD)).access_token;
}
