import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import type { FileStore } from '../files';
import type { Metriche } from '../metriche/metriche';
import { ErrorRef } from '../../../contract/errori';
import { PERCORSI_OPERATIVI } from '../../../contract/operativi';
import { MESSAGGI } from './errors';

export interface OperativiOptions {
  readonly database: Database;
  readonly fileStore: FileStore;
  readonly metriche: Metriche;
  /** `METRICS_TOKEN`: without it `/metrics` does not exist (404), so nothing is exposed by default. */
  readonly metricsToken?: string;
}

const OK = Type.Object({ status: Type.Literal('ok') });

/**
 * For balancers and operators: `/health` answers while the process serves at all (liveness: restart it otherwise),
 * `/ready` only while the database and the file store answer too (send it traffic), `/metrics` for Prometheus.
 */
export function registerOperativi(app: FastifyInstance, options: OperativiOptions): void {
  app.get(PERCORSI_OPERATIVI.vivo, { schema: { hide: true, response: { 200: OK } } }, async () => ({ status: 'ok' }));
  registerPronto(app, options);
  registerMetriche(app, options);
}

function registerPronto(app: FastifyInstance, { database, fileStore }: OperativiOptions): void {
  const schema = { hide: true, response: { 200: OK, 503: ErrorRef } };
  app.get(PERCORSI_OPERATIVI.pronto, { schema }, async (request, reply) => {
    const [db, file] = await Promise.allSettled([database.ping(), fileStore.raggiungibile()]);
    if (db.status === 'rejected') {
      request.log.warn({ err: db.reason }, 'Il database non risponde');
      return reply.code(503).send({ message: 'Servizio non disponibile: il database non risponde' });
    }
    if (file.status === 'rejected') {
      request.log.warn({ err: file.reason }, 'I file caricati non sono raggiungibili');
      return reply.code(503).send({ message: 'Servizio non disponibile: i file caricati non sono raggiungibili' });
    }
    return { status: 'ok' };
  });
}

function registerMetriche(app: FastifyInstance, { metriche, metricsToken }: OperativiOptions): void {
  if (!metricsToken) return;
  const atteso = Buffer.from(`Bearer ${metricsToken}`);
  const schema = { hide: true, response: { 200: Type.String(), 401: ErrorRef } };
  app.get(PERCORSI_OPERATIVI.metriche, { schema }, async (request, reply) => {
    const ricevuto = Buffer.from(request.headers.authorization ?? '');
    if (ricevuto.length !== atteso.length || !timingSafeEqual(ricevuto, atteso)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: MESSAGGI.autenticazioneRichiesta });
    }
    return reply.type(metriche.registro.contentType).send(await metriche.registro.metrics());
  });
}
