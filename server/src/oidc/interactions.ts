import type { FastifyBaseLogger } from 'fastify';
import { errors, type KoaContext, type Middleware, type Provider } from 'oidc-provider';
import { authenticate } from './accounts';
import { chiaviDi, type LimitiAccesso, type RegistroTentativi } from './limiti-accesso';
import type { EsitoAccesso } from '../metriche/metriche';
import type { SendPage } from './page-response';
import { errorPage, loginPage, type PageAddresses } from './pages';

const INTERACTION_PATH = /^\/interaction\/[\w-]+(\/login)?$/;
const FORM_LIMIT_BYTES = 8 * 1024;

async function readForm(ctx: KoaContext): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    body += chunk.toString('utf8');
    if (body.length > FORM_LIMIT_BYTES) ctx.throw(413, 'Modulo troppo grande');
  }
  return new URLSearchParams(body);
}

export interface InteractionRoutesOptions {
  readonly provider: Provider;
  /** Where the provider is mounted in the app, e.g. `/oidc`. */
  readonly mountPath: string;
  readonly addresses: PageAddresses;
  readonly sendPage: SendPage;
  readonly log: FastifyBaseLogger;
  readonly limiti: LimitiAccesso;
  readonly tentativi: RegistroTentativi;
  readonly contaAccesso: (esito: EsitoAccesso) => void;
}

/**
 * The login step of oidc-provider's interactions: `GET /interaction/:uid` shows the login page, `POST
 * /interaction/:uid/login` checks the credentials and hands the account back to the provider. There is no consent
 * step: the grant is made by `loadExistingGrant`.
 */
export function interactionRoutes(options: InteractionRoutesOptions): Middleware {
  const { provider, mountPath, addresses, sendPage, log, limiti, tentativi, contaAccesso } = options;
  const loginAction = (uid: string) => `${mountPath}/interaction/${uid}/login`;

  async function showLogin(ctx: KoaContext) {
    const { uid } = await provider.interactionDetails(ctx.req, ctx.res);
    sendPage(ctx, 200, loginPage(addresses, { action: loginAction(uid) }));
  }

  async function submitLogin(ctx: KoaContext) {
    const { uid } = await provider.interactionDetails(ctx.req, ctx.res);
    const form = await readForm(ctx);
    const username = (form.get('username') ?? '').trim();
    const chiavi = chiaviDi(username, ctx.ip, limiti);
    // While the account or the address waits, the password is not even checked: guessing gains nothing.
    const attesaSecondi = await tentativi.attesa(chiavi);
    if (attesaSecondi > 0) {
      log.warn({ username, ip: ctx.ip, attesaSecondi }, 'Accesso sospeso: troppi tentativi non riusciti');
      contaAccesso('sospeso');
      sendPage(ctx, 429, loginPage(addresses, { action: loginAction(uid), username, attesaSecondi }));
      ctx.set('Retry-After', String(attesaSecondi));
      return;
    }
    const user = await authenticate(username, form.get('password') ?? '');
    if (!user) {
      await tentativi.fallito(chiavi);
      contaAccesso('fallito');
      log.warn({ username, ip: ctx.ip }, 'Accesso non riuscito: nome utente o password non corretti');
      sendPage(ctx, 200, loginPage(addresses, { action: loginAction(uid), username, failed: true }));
      return;
    }
    await tentativi.riuscito(chiavi[0]);
    contaAccesso('riuscito');
    log.info({ username }, 'Accesso riuscito');
    const result = { login: { accountId: user.id } };
    await provider.interactionFinished(ctx.req, ctx.res, result, { mergeWithLastSubmission: false });
  }

  function handlerFor(ctx: KoaContext) {
    const match = INTERACTION_PATH.exec(ctx.path);
    if (match && ctx.method === 'GET' && !match[1]) return showLogin;
    if (match && ctx.method === 'POST' && match[1]) return submitLogin;
    return undefined;
  }

  return async (ctx, next) => {
    const handler = handlerFor(ctx);
    if (!handler) return next();
    try {
      await handler(ctx);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      const message = 'La richiesta di accesso è scaduta: torna al portale e accedi di nuovo.';
      sendPage(ctx, 400, errorPage(addresses, { message }));
    }
  };
}
