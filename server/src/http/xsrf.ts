import { randomBytes, timingSafeEqual } from 'node:crypto';
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError, MESSAGGI } from './errors';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** onRequest hook for every response: hands the browser a token its client copies into the header. */
export function issueXsrfCookie(secure: boolean) {
  return function issue(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (!request.cookies[XSRF_COOKIE]) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure,
      });
    }
    done();
  };
}

/** onRequest hook of the API: double submit, the header must repeat the cookie on unsafe methods. */
export function verifyXsrf(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const rifiutata =
    cookie && !SAFE_METHODS.has(request.method) && (typeof header !== 'string' || !sameText(header, cookie));
  done(rifiutata ? new HttpError(403, MESSAGGI.xsrfNonValido) : undefined);
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
