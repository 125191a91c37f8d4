import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { AppDatabase } from '../db/database';
import { lavoroPulizia, pulisciTemporanei, type FileStore } from '../files';
import { chiaviNominate } from '../modules/allegato/chiavi-nominate';
import { dipendenzeProgramma } from '../modules/programma/routes';
import { lavoroScadenze } from '../modules/programma/scadenze';
import { dimenticaCompletati, PULIZIA_LAVORI } from './coda';
import { avviaLavoratore, type DefinizioneLavoro, type Lavoratore, type OpzioniLavoratore } from './lavoratore';

/** The portal's background jobs (docs/architecture.md, «Background jobs»). */
export function lavoriDelPortale(
  db: AppDatabase,
  { config, fileStore, log }: { config: Config; fileStore: FileStore; log: FastifyBaseLogger },
): DefinizioneLavoro[] {
  const pulisci = () =>
    pulisciTemporanei(fileStore, (chiavi) => chiaviNominate(db, chiavi), { maxAgeMs: config.temporaneiAbbandonatiMs });
  return [
    lavoroPulizia(pulisci, log, Math.min(60_000, config.temporaneiAbbandonatiMs)),
    lavoroScadenze(dipendenzeProgramma({ db, regole: config.scadenze }), log),
    { nome: PULIZIA_LAVORI, ogniMs: 24 * 60 * 60 * 1000, esegui: () => dimenticaCompletati(db) },
  ];
}

/** The worker of this process over the portal's jobs: each run once across all processes on the database. */
export function avviaLavoriDelPortale(
  db: AppDatabase,
  dipendenze: { config: Config; fileStore: FileStore; log: FastifyBaseLogger },
  opzioni?: OpzioniLavoratore,
): Lavoratore {
  return avviaLavoratore(db, lavoriDelPortale(db, dipendenze), dipendenze.log, opzioni);
}
