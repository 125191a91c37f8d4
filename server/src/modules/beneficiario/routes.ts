import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../../db/database';
import { routesAnagrafica } from './routes-anagrafica';
import { routesEsl } from './routes-esl';
import { routesImporti } from './routes-importi';
import { routesStato } from './routes-stato';
import { routesSubentro } from './routes-subentro';

/** The legacy beneficiary service, `/api/beneficiario`, without the casellario and antimafia files. */
export const beneficiarioRoutes: FastifyPluginAsync<{ db: AppDatabase }> = async (app, { db }) => {
  for (const routes of [routesAnagrafica, routesStato, routesSubentro, routesImporti, routesEsl])
    await app.register(routes, { db });
};
