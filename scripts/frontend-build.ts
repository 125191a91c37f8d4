import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the front-end bundle is built from: a change to any of these makes `dist/` stale. */
const SOURCES = [
  'src',
  'resources',
  'dataProvider',
  'i18n',
  'contract',
  'index.html',
  'public',
  'vite.config.ts',
  'scripts/suddivisione-chunk.ts',
];

export interface BuildLog {
  info(message: string): void;
}

/**
 * Builds the app with vite only when `dist/index.html` is missing or older than a source file; a failed build throws.
 * Without vite (a production install, devDependencies left out) it leaves `dist/` as shipped: the server never builds.
 */
export async function ensureFrontendBuilt(root: string, distDir: string, log: BuildLog): Promise<void> {
  const built = await mtime(join(distDir, 'index.html'));
  const newest = Math.max(0, ...(await Promise.all(SOURCES.map((source) => newestMtime(join(root, source))))));
  if (built !== undefined && built >= newest) return;
  const vite = await import('vite').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  });
  if (!vite) {
    log.info('vite non è installato (installazione di produzione): l’interfaccia resta quella già compilata in dist/');
    return;
  }
  log.info('Compilazione dell’interfaccia web con vite…');
  const started = Date.now();
  // vite takes NODE_ENV as it finds it: under vitest (the browser suite's global setup) it is 'test', and the build
  // then carried React's development code, which the portal served from then on (twice the bytes, slower to run).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await vite.build({
      root,
      configFile: join(root, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: distDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  log.info(`Interfaccia web compilata in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function mtime(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true });
  const children = await Promise.all(entries.map((entry) => newestMtime(join(path, entry.name))));
  return Math.max(info.mtimeMs, ...children);
}
