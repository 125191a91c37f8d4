import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { ErrorRef } from '../../../contract/errori';

/** 200 only while the database answers, for load balancers and start-up scripts. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  const schema = { hide: true, response: { 200: Type.Object({ status: Type.Literal('ok') }), 503: ErrorRef } };
  app.get('/health', { schema }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'Il database non risponde');
      return reply.code(503).send({ message: 'Servizio non disponibile: il database non risponde' });
    }
  });
}
