import { readFileSync } from 'node:fs';
import type { Middleware } from 'oidc-provider';

const asset = (file: string, type: string, where = new URL(`./assets/${file}`, import.meta.url)) => ({
  type,
  content: readFileSync(where),
});

const ASSETS = new Map([
  ['/assets/pagine.css', asset('pagine.css', 'text/css; charset=utf-8')],
  ['/assets/mostra-password.js', asset('mostra-password.js', 'text/javascript; charset=utf-8')],
  ['/assets/invio-automatico.js', asset('invio-automatico.js', 'text/javascript; charset=utf-8')],
  // The portal's own logo, one file for both: without an icon of its own a page makes the browser ask for
  // /favicon.ico, which nothing answers.
  ['/assets/logo.svg', asset('logo.svg', 'image/svg+xml', new URL('../../../src/layout/logo.svg', import.meta.url))],
]);

/** The stylesheet, scripts and icon of our pages, same-origin so the pages' content security policy can stay strict. */
export const serveAssets: Middleware = async (ctx, next) => {
  const found = ASSETS.get(ctx.path);
  if (!found || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.status = 200;
  ctx.type = found.type;
  ctx.body = found.content;
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.set('X-Content-Type-Options', 'nosniff');
};
