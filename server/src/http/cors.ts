import type { FastifyInstance } from 'fastify';
import { exposeHeader } from './expose-header';

const ALLOWED_HEADERS = 'Authorization, Content-Type, X-XSRF-TOKEN, X-Request-Id';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const EXPOSED_HEADERS = ['X-Total-Count', 'Content-Disposition', 'X-Request-Id'];

/** Cross-origin access for the listed origins only; with no origin configured nothing is added. */
export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !origins.includes(origin)) return;
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    for (const name of EXPOSED_HEADERS) exposeHeader(reply, name);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      return reply
        .code(204)
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .send();
    }
  });
}
