import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureFrontendBuilt } from '../../scripts/frontend-build';
import { ensureChromium } from '../support/chromium';
import { startPortal } from '../support/portal-process';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    chromiumPath: string;
  }
}

/** One real portal (fresh data folder, embedded PostgreSQL and identity provider) for the whole browser suite. */
export default async function setup(project: TestProject) {
  // The portal serves dist/, which `npm ci` and `npm start` build: a front end changed since is built again here, or
  // the suite would test the build before the change.
  const root = fileURLToPath(new URL('../../', import.meta.url));
  await ensureFrontendBuilt(root, resolve(root, process.env.DIST_DIR ?? 'dist'), console);
  project.provide('chromiumPath', ensureChromium());
  const portal = await startPortal();
  project.provide('portalUrl', portal.url);
  return async () => {
    await portal.stop();
  };
}
