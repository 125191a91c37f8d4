import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureFrontendBuilt } from '../../scripts/frontend-build';
import { ensureChromium, senzaFunzioniInutili } from '../support/chromium';
import { startPortal } from '../support/portal-process';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    chromiumPath: string;
    chromiumDisableFeatures: string;
  }
}

/** One real portal (fresh data folder, embedded PostgreSQL and identity provider) for the whole browser suite. */
export default async function setup(project: TestProject) {
  // The portal serves dist/, which `npm ci` and `npm start` build: a front end changed since is built again here, or
  // the suite would test the build before the change.
  const root = fileURLToPath(new URL('../../', import.meta.url));
  await ensureFrontendBuilt(root, resolve(root, process.env.DIST_DIR ?? 'dist'), console);
  const chromiumPath = ensureChromium();
  project.provide('chromiumPath', chromiumPath);
  project.provide('chromiumDisableFeatures', await senzaFunzioniInutili(chromiumPath));
  const portal = await startPortal();
  project.provide('portalUrl', portal.url);
  return async () => {
    await portal.stop();
  };
}
