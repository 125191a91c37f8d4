import type { FastifyPluginAsync } from 'fastify';
import type { AppDatabase } from '../../db/database';
import type { Dipendenze } from './esegui';
import { guardieDaTabelle, type ProgrammaGuards } from './guards';
import type { RegoleScadenze } from './orologio';
import { oggiInItalia } from '../../engine/orologio';
import { routesGestione } from './routes-gestione';
import { routesLettura } from './routes-lettura';
import { routesNote } from './routes-note';
import { routesPossibili } from './routes-possibili';
import { routesSoggetti } from './routes-soggetti';
import { routesTransizioni } from './routes-transizioni';
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
