import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureFrontendBuilt } from './frontend-build';

// Run by `npm ci` (prepare) and by `npm start` before the server, never by the server itself.
const root = fileURLToPath(new URL('../', import.meta.url));

try {
  await ensureFrontendBuilt(root, resolve(root, process.env.DIST_DIR ?? 'dist'), console);
} catch (error) {
  console.error('Compilazione dell’interfaccia web non riuscita:', error);
  process.exitCode = 1;
}
