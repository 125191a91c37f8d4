import { readFileSync } from 'node:fs';
import type { Middleware } from 'oidc-provider';

const asset = (file: string, type: string) => ({
  type,
  content: readFileSync(new URL(`./assets/${file}`, import.meta.url)),
});

const ASSETS = new Map([
  ['/assets/pagine.css', asset('pagine.css', 'text/css; charset=utf-8')],
  ['/assets/mostra-password.js', asset('mostra-password.js', 'text/javascript; charset=utf-8')],
  ['/assets/invio-automatico.js', asset('invio-automatico.js', 'text/javascript; charset=utf-8')],
]);

/** The stylesheet and script of our pages, same-origin so the pages' content security policy can stay strict. */
export const serveAssets: Middleware = async (ctx, next) => {
  const found = ASSETS.get(ctx.path);
  if (!found || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
  ctx.status = 200;
  ctx.type = found.type;
  ctx.body = found.content;
  ctx.set('Cache-Control', 'public, max-age=3600');
  ctx.set('X-Content-Type-Options', 'nosniff');
};
