import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { HASH_SCRIPT_VERIFICA_SESSIONE } from '../web/verifica-sessione';

/**
 * Helmet's headers with a policy the vite-built app lives with: no inline script but the session check's (by its
 * hash), inline styles for emotion, the silent re-authentication iframe of the same origin. An external provider and
 * service addresses are allowed by origin. They are the same for every answer, so helmet computes them once, at
 * start: @fastify/helmet built helmet anew for every request, its policy parsed each time (docs/performance.md). Set
 * on the raw response in onRequest as @fastify/helmet does, so the provider's pages, answered outside Fastify's
 * reply, carry them too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const { impostate, tolte } = intestazioniDi(opzioniHelmet(config));
  app.addHook('onRequest', (_request, reply, done) => {
    const risposta = reply.raw;
    for (const nome of tolte) risposta.removeHeader(nome);
    for (const [nome, valore] of impostate) risposta.setHeader(nome, valore);
    done();
  });
}

function opzioniHelmet(config: Config): HelmetOptions {
  const identityOrigins = config.oidc.external ? [new URL(config.oidc.issuer).origin] : [];
  const serviceOrigins = [config.programmiUrl, config.distrettiCiboUrl]
    .filter(Boolean)
    .map((url) => new URL(url).origin);
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", HASH_SCRIPT_VERIFICA_SESSIONE],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: unique(["'self'", ...identityOrigins, ...serviceOrigins]),
        frameSrc: unique(["'self'", ...identityOrigins]),
        frameAncestors: ["'self'"],
        formAction: unique(["'self'", ...identityOrigins]),
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  };
}

/** What helmet's middleware does to a response: the headers it sets and those it removes. */
function intestazioniDi(opzioni: HelmetOptions) {
  const impostate: [string, string | number | readonly string[]][] = [];
  const tolte: string[] = [];
  const registro = {
    setHeader: (nome: string, valore: string | number | readonly string[]) => void impostate.push([nome, valore]),
    removeHeader: (nome: string) => void tolte.push(nome),
  } as unknown as ServerResponse;
  helmet(opzioni)({} as IncomingMessage, registro, (errore?: unknown) => {
    if (errore) throw errore;
  });
  return { impostate, tolte };
}

const unique = (values: string[]) => [...new Set(values)];
