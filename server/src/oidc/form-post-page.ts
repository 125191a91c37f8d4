import type { Middleware } from 'oidc-provider';
import type { SendPage } from './page-response';
import { continuePage, type PageAddresses } from './pages';

const LIBRARY_PAGE_TITLE = '<title>Submitting Callback</title>';
const FORM_ACTION = /<form method="post" action="([^"]*)">/;
const HIDDEN_FIELD = /<input type="hidden" name="([^"]*)" value="([^"]*)"\/>/g;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const unescapeHtml = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]);

/**
 * oidc-provider answers a few steps with a page of its own that submits a form by itself: leaving when the session is
 * already over, signing in as someone else, `response_mode=form_post`. No setting replaces that page (English, with an
 * inline script), so the page it rendered is rewritten on its way out: the same form, in Italian, under our headers,
 * submitted by our same-origin script. Should a new version change the page's markup, its own page goes out unchanged.
 */
export function formPostPages(addresses: PageAddresses, sendPage: SendPage): Middleware {
  return async (ctx, next) => {
    await next();
    const html = ctx.body;
    if (typeof html !== 'string' || !html.includes(LIBRARY_PAGE_TITLE)) return;
    const action = FORM_ACTION.exec(html)?.[1];
    if (action === undefined) return;
    const fields = [...html.matchAll(HIDDEN_FIELD)].map(([, name, value]) => [name, unescapeHtml(value)] as const);
    sendPage(ctx, ctx.status, continuePage(addresses, { action: unescapeHtml(action), fields }));
  };
}
