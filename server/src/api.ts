import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppDatabase } from './db/database';
import { MESSAGGI } from './http/errors';
import { verifyXsrf } from './http/xsrf';
import { bandoRoutes } from './modules/bando/routes';

export interface ApiOptions {
  readonly authenticate: onRequestAsyncHookHandler;
  readonly db: AppDatabase;
}

/**
 * The two legacy services of spec §7, one module per resource. Every route under them needs a valid token and
 * passes the anti-forgery check, unknown ones included: they answer 404 only after that.
 */
export async function registerApi(app: FastifyInstance, { authenticate, db }: ApiOptions): Promise<void> {
  const protect = (service: FastifyInstance) => {
    service.addHook('onRequest', authenticate);
    service.addHook('onRequest', verifyXsrf);
    service.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGGI.risorsaNonTrovata }));
  };
  await app.register(
    async (api) => {
      protect(api);
      await api.register(bandoRoutes, { prefix: '/bando', db });
    },
    { prefix: '/api' },
  );
  await app.register(async (apigen) => protect(apigen), { prefix: '/apigen' });
}
