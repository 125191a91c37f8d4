import type { FastifyPluginAsync } from 'fastify';
import type { FileDellApp } from '../../files';
import type { AppDatabase } from '../../db/database';
import type { RegoleScadenze } from '../programma/clock';
import { dipendenzeProgramma } from '../programma/routes';
import { routesAllegatiChecklist } from './routes-allegati';
import { routesCompilazione } from './routes-compilazione';
import { routesChecklistFirmata } from './routes-firmata';
import { routesRiepilogo } from './routes-riepilogo';

export interface ChecklistOptions {
  readonly db: AppDatabase;
  readonly files: FileDellApp;
  readonly regole: RegoleScadenze;
}

/** The legacy checklist service, `/api/checklist`. */
export const checklistRoutes: FastifyPluginAsync<ChecklistOptions> = async (app, { db, files, regole }) => {
  await app.register(routesCompilazione, { deps: dipendenzeProgramma({ db, regole }) });
  for (const routes of [routesAllegatiChecklist, routesChecklistFirmata, routesRiepilogo])
    await app.register(routes, { deps: { db, files } });
};
