import type { TestProject } from 'vitest/node';
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
  project.provide('chromiumPath', ensureChromium());
  const portal = await startPortal();
  project.provide('portalUrl', portal.url);
  return async () => {
    await portal.stop();
  };
}
