import type { KoaContext } from 'oidc-provider';

export type SendPage = (ctx: KoaContext, status: number, html: string) => void;

/**
 * Our pages are answered by Koa inside the provider, outside the app's own headers, so they carry theirs:
 * nothing but same-origin stylesheet and script, no framing, and forms that may only lead back to the app.
 */
export function pageSender(appOrigins: readonly string[]): SendPage {
  const contentSecurityPolicy = [
    "default-src 'none'",
    "style-src 'self'",
    "script-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return (ctx, status, html) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = html;
    ctx.set('Content-Security-Policy', contentSecurityPolicy);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Cache-Control', 'no-store');
  };
}
