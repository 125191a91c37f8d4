import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../../db/database';
import type { Dipendenze } from './executor';
import { guardieDaTabelle, type ProgrammaGuards } from './guards';
import type { RegoleScadenze } from './clock';
import { oggiInItalia } from '../../engine/clock';
import { routesGestione } from './routes-gestione';
import { routesLettura } from './routes-lettura';
import { routesNote } from './routes-note';
import { routesPossibili } from './routes-possible-actions';
import { routesSoggetti } from './routes-soggetti';
import { routesTransizioni } from './routes-transitions';
import { routesVerifiche } from './routes-verifiche';

export interface ProgrammaOptions {
  readonly db: AppDatabase;
  readonly regole: RegoleScadenze;
  /** The checks on other modules' data; by default read from the tables of migration 002. */
  readonly guards?: ProgrammaGuards;
  readonly oggi?: () => string;
}

export const dipendenzeProgramma = ({
  db,
  regole,
  guards = guardieDaTabelle,
  oggi = () => oggiInItalia(),
}: ProgrammaOptions): Dipendenze => ({
  db,
  regole,
  guards,
  oggi,
});

/** The legacy programme service's calls about the programme itself, `/api/programma` (docs/programma.md). */
export const programmaRoutes: FastifyPluginAsync<ProgrammaOptions> = async (app, options) => {
  const deps = dipendenzeProgramma(options);
  for (const routes of [
    routesLettura,
    routesTransizioni,
    routesPossibili,
    routesGestione,
    routesNote,
    routesSoggetti,
    routesVerifiche,
  ]) {
    await app.register(routes, { deps });
  }
};
