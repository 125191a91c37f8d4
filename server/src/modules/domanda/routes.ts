import type { FastifyPluginAsync } from 'fastify';
import type { FileDellApp } from '../../files';
import type { AppDatabase } from '../../db/database';
import { routesGestione } from './routes-gestione';
import { routesLettura } from './routes-lettura';
import { routesPossibili } from './routes-possible-actions';
import { routesProponente } from './routes-proponente';
import { routesRest } from './routes-rest';
import { routesTransizioni } from './routes-transitions';

export interface DomandaOptions {
  readonly db: AppDatabase;
  readonly files: FileDellApp;
  /** The client id of the external portal allowed to call `creaDomandaREST`. */
  readonly portaleEsterno: string;
}

/** The generic service's calls on the application itself, `/apigen/domanda` (docs/domande.md). */
export const domandaRoutes: FastifyPluginAsync<DomandaOptions> = async (app, { db, files, portaleEsterno }) => {
  await app.register(routesLettura, { db });
  await app.register(routesGestione, { db, files });
  await app.register(routesProponente, { db });
  await app.register(routesTransizioni, { db });
  await app.register(routesPossibili, { db });
  await app.register(routesRest, { db, portaleEsterno });
};
