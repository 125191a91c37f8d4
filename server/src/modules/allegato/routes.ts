import type { FastifyPluginAsync } from 'fastify';
import type { FileDellApp } from '../../files';
import type { AppDatabase } from '../../db/database';
import { routesDossier } from './routes-dossier';
import { routesIntegrazione } from './routes-integrazione';
import { routesFileProgramma } from './routes-programma';
import { routesRiferimento } from './routes-riferimento';

/** The legacy attachment service, `/api/allegato` (docs/allegati-e-checklist.md). */
export const allegatoRoutes: FastifyPluginAsync<{ db: AppDatabase; files: FileDellApp }> = async (
  app,
  { db, files },
) => {
  const deps = { db, files };
  for (const routes of [routesFileProgramma, routesIntegrazione, routesDossier, routesRiferimento])
    await app.register(routes, { deps });
};
