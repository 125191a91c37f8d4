import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The unit files' packages, bundled once a run by Vite's optimizer: react-admin and MUI are thousands of modules, and
 * every unit file, in a fresh module graph of its own, imported them one by one again (docs/performance.md, nineteenth
 * session: the unit project 298 → 216 s on two cores).
 */

/** Where the browser's code lives: every package it imports is bundled, so a new import needs no setting here. */
const CODICE_DEL_BROWSER = ['src', 'resources', 'dataProvider', 'i18n', 'contract'];
const IMPORT_DI_PACCHETTO = /(?:\bfrom|\bimport)\s*\(?\s*'([@a-z][^'\s]*)'/g;

function pacchettiImportati(cartelle: readonly string[]): string[] {
  return cartelle.flatMap((cartella) =>
    readdirSync(cartella, { recursive: true, withFileTypes: true })
      .filter((voce) => voce.isFile() && /\.tsx?$/.test(voce.name))
      .flatMap((voce) => [...readFileSync(join(voce.parentPath, voce.name), 'utf8').matchAll(IMPORT_DI_PACCHETTO)])
      .map(([, pacchetto]) => pacchetto),
  );
}

/** What the unit files render with: it must share the portal's React DOM. */
const TESTING_LIBRARY = ['@testing-library/react', '@testing-library/user-event'];

/** The browser's packages and Testing Library's; Node's own modules and style sheets stay out. */
export function pacchettiDaImpacchettare(): string[] {
  const tutti = [...pacchettiImportati(CODICE_DEL_BROWSER), ...TESTING_LIBRARY];
  return [...new Set(tutti)].filter((nome) => !nome.startsWith('node:') && !nome.endsWith('.css')).sort();
}

/** Fonts and style sheets mean nothing to jsdom, and Node cannot import a `.css` file left outside the bundle. */
export const fogliDiStileVuoti = {
  name: 'fogli-di-stile-vuoti',
  resolveId: (id: string) => (id.endsWith('.css') ? '\0foglio-vuoto.css' : null),
  load: (id: string) => (id === '\0foglio-vuoto.css' ? '' : null),
};

/**
 * Vite gives the unit files `deps/react-hook-form.js?v=<hash>`, while the bundles import one another as
 * `./react-hook-form.js`: two copies of one module, and the form that react-admin provides was not the one the
 * portal's fields asked for. Without the version both are one module.
 */
export const unaCopiaPerPacchetto: Plugin = {
  name: 'una-copia-per-pacchetto',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    const risolto = await this.resolve(id, importer, { ...options, skipSelf: true });
    const versione = /\?v=\w+$/;
    return risolto && risolto.id.includes('/node_modules/.vite/') && versione.test(risolto.id)
      ? { ...risolto, id: risolto.id.replace(versione, '') }
      : risolto;
  },
};
