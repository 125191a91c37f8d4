import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureFrontendBuilt } from '../../scripts/frontend-build';
import { launchChromiumServer } from '../support/browser';
import { ensureChromium, senzaFunzioniInutili } from '../support/chromium';
import { startPortal } from '../support/portal-process';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    chromiumPath: string;
    /** The suite's one Chromium, which every file connects to (test/support/browser.ts). */
    chromiumEndpoint: string;
    /** Where each person's sign-in on this portal is kept for every file (openSignedIn). */
    signInFolder: string;
  }
}

/**
 * One real portal (fresh data folder, embedded PostgreSQL and identity provider) and one Chromium for the whole
 * browser suite; each person signs in on it once (openSignedIn), each test opens its own browser context.
 */
export default async function setup(project: TestProject) {
  // The portal serves dist/, which `npm ci` and `npm start` build: a front end changed since is built again here, or
  // the suite would test the build before the change.
  const root = fileURLToPath(new URL('../../', import.meta.url));
  await ensureFrontendBuilt(root, resolve(root, process.env.DIST_DIR ?? 'dist'), console);
  const chromiumPath = ensureChromium();
  project.provide('chromiumPath', chromiumPath);
  const signInFolder = await mkdtemp(join(tmpdir(), 'accessi-'));
  const [portalStarted, chromiumStarted] = await Promise.allSettled([
    startPortal(),
    senzaFunzioniInutili(chromiumPath).then((flag) => launchChromiumServer(chromiumPath, [flag])),
  ]);
  const portal = portalStarted.status === 'fulfilled' ? portalStarted.value : undefined;
  const chromium = chromiumStarted.status === 'fulfilled' ? chromiumStarted.value : undefined;
  const stop = async () => {
    await Promise.all([portal?.stop(), chromium?.close()]);
    await rm(signInFolder, { recursive: true, force: true });
  };
  if (!portal || !chromium) {
    await stop();
    throw [portalStarted, chromiumStarted].flatMap((started) =>
      started.status === 'rejected' ? [started.reason] : [],
    )[0];
  }
  project.provide('portalUrl', portal.url);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  project.provide('signInFolder', signInFolder);
  return stop;
}
