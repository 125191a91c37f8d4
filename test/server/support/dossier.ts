import { sql } from 'drizzle-orm';
import type { StatoProgramma } from '../../../contract/programmi/stati';
import type { AppDatabase } from '../../../server/src/db/database';
import { righe } from '../../../server/src/db/sql';
import { apriPortale, inserisciProgramma, preparaRiferimenti, type Fixture, type Portale } from './programmi';

/** Valid fiscal codes: two people (Rome, Verona) and two companies. */
export const CF = {
  persona: 'RSSMRA80A01H501U',
  personaVerona: 'BNCLCU85M41L781G',
  azienda: '00743110157',
  altraAzienda: '01234567897',
} as const;

export const B = '/api/beneficiario';
export const P = '/api/programma';

export interface Dossier {
  readonly portale: Portale;
  readonly idBando: number;
  /** A programme of proponente1 (cuaa 01234567897, Lazio) in the given state, bank 03069, assigned to istruttore1. */
  programma(stato?: StatoProgramma, fixture?: Partial<Fixture>): Promise<number>;
  chiama: Portale['chiama'];
}

export async function apriDossier(): Promise<Dossier> {
  let idBando = 0;
  const portale = await apriPortale(async (database) => {
    idBando = await preparaRiferimenti(database.db);
  });
  return {
    portale,
    idBando,
    programma: (stato = 'BOZZA', fixture = {}) =>
      inserisciProgramma(portale.db, { idBando, stato, assegnati: ['istruttore1'], ...fixture }),
    chiama: (...args) => portale.chiama(...args),
  };
}

/** Moves a programme to a state as a transition would, without its checks: from now on. */
export async function portaInStato(db: AppDatabase, id: number, stato: StatoProgramma): Promise<void> {
  await db.execute(
    sql`UPDATE programma_investimento SET id_stato = ${stato}, stato_dal = now()
      WHERE id_programma_investimento = ${id}`,
  );
}

export async function importoRichiesto(db: AppDatabase, id: number): Promise<string | null> {
  const [riga] = await righe<{ importo: string | null }>(
    db,
    sql`SELECT importo_richiesto::text AS importo FROM programma_investimento WHERE id_programma_investimento = ${id}`,
  );
  return riga.importo;
}

export function storicoImporti(db: AppDatabase, id: number) {
  return righe<{ precedente: string | null; nuovo: string; da: string; ruolo: string }>(
    db,
    sql`SELECT importo_precedente::text AS precedente, importo_nuovo::text AS nuovo, modificato_da AS da, ruolo
      FROM storico_importi WHERE id_programma_investimento = ${id} AND campo = 'importoRichiesto' ORDER BY id_storico`,
  );
}
