import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The favicon written into index.html. A browser asks for it while the page is read; as a file, over HTTP/1.1, it held
 * one of the six connections to the portal while the sign-in's script waited for one (docs/performance.md, eleventh
 * session). The header's logo is small enough for the build to write it into the page already.
 */
export const iconaNellaPagina = (percorso: string): Plugin => ({
  name: 'icona-nella-pagina',
  transformIndexHtml: {
    order: 'pre',
    handler: (html, { filename }) => {
      const svg = readFileSync(resolve(filename, '..', percorso), 'utf8').trim();
      const icona = `data:image/svg+xml,${encodeURIComponent(svg)}`;
      const conIcona = html.replace(/(<link rel="icon"[^>]*href=")[^"]*(")/, `$1${icona}$2`);
      if (conIcona === html) throw new Error(`index.html non ha un <link rel="icon"> da sostituire con ${percorso}`);
      return conIcona;
    },
  },
});
