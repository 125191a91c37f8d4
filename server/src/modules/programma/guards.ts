import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import type { FieldErrors } from '../../http/errors';

/**
 * What the review needs of other modules' data (attachments, checklists, beneficiaries). The default reads the
 * minimal tables of migration 002; another implementation can be handed to the routes (`programmaRoutes`).
 */
export interface ProgrammaGuards {
  /** Every checklist of the programme is complete, and there is at least one. */
  checklistComplete(tx: AppDatabase, id: number): Promise<boolean>;
  hasApprovalFile(tx: AppDatabase, id: number): Promise<boolean>;
  /** An integration file published since the programme entered its current state (the request). */
  hasIntegrationFiles(tx: AppDatabase, id: number): Promise<boolean>;
  /** A counter-deduction file published since the programme entered its current state (the 10-bis notice). */
  hasCounterDeductionFile(tx: AppDatabase, id: number): Promise<boolean>;
  /**
   * What is missing before the programme can be submitted, one Italian sentence each, keyed by the field a person
   * completes (`beneficiari` and `importoRichiesto`, the sum of their investments, in the beneficiaries' tab).
   */
  completenessIssues(tx: AppDatabase, id: number): Promise<FieldErrors>;
}

type TipoAllegato = 'APPROVAZIONE' | 'INTEGRAZIONE' | 'CONTRODEDUZIONI';

async function allegatoPubblicato(
  tx: AppDatabase,
  id: number,
  tipo: TipoAllegato,
  soloDelloStato: boolean,
): Promise<boolean> {
  const [{ presente }] = await righe<{ presente: boolean }>(
    tx,
    sql`SELECT EXISTS (SELECT 1 FROM allegato_programma a JOIN programma_investimento p
      USING (id_programma_investimento)
      WHERE a.id_programma_investimento = ${id} AND a.tipo = ${tipo} AND a.pubblicato
        AND (${!soloDelloStato} OR a.caricato_il >= p.stato_dal)) AS presente`,
  );
  return presente;
}

interface DatiCompletezza {
  titolo: string | null;
  descrizione: string | null;
  importoRichiesto: string | null;
  dataInizio: string | null;
  dataFine: string | null;
  nBeneficiari: number;
}

const REQUISITI: readonly [campo: string, (dati: DatiCompletezza) => boolean, string][] = [
  ['titolo', (dati) => !dati.titolo?.trim(), 'manca il titolo del programma'],
  ['descrizione', (dati) => !dati.descrizione?.trim(), 'manca la descrizione del programma'],
  [
    'importoRichiesto',
    (dati) => dati.importoRichiesto === null || Number(dati.importoRichiesto) <= 0,
    "manca l'importo richiesto",
  ],
  ['dataInizio', (dati) => !dati.dataInizio || !dati.dataFine, 'mancano le date di inizio e di fine'],
  ['beneficiari', (dati) => dati.nBeneficiari < 1, 'manca almeno un beneficiario'],
];

export const guardieDaTabelle: ProgrammaGuards = {
  async checklistComplete(tx, id) {
    const [{ totale, complete }] = await righe<{ totale: number; complete: number }>(
      tx,
      sql`SELECT count(*)::int AS totale, (count(*) FILTER (WHERE completa))::int AS complete
        FROM checklist WHERE id_programma_investimento = ${id}`,
    );
    return totale > 0 && totale === complete;
  },
  hasApprovalFile: (tx, id) => allegatoPubblicato(tx, id, 'APPROVAZIONE', false),
  hasIntegrationFiles: (tx, id) => allegatoPubblicato(tx, id, 'INTEGRAZIONE', true),
  hasCounterDeductionFile: (tx, id) => allegatoPubblicato(tx, id, 'CONTRODEDUZIONI', true),
  async completenessIssues(tx, id) {
    const [dati] = await righe<DatiCompletezza>(
      tx,
      sql`SELECT titolo, descrizione, importo_richiesto AS "importoRichiesto", data_inizio::text AS "dataInizio",
        data_fine::text AS "dataFine", n_beneficiari AS "nBeneficiari"
        FROM programma_investimento WHERE id_programma_investimento = ${id}`,
    );
    return Object.fromEntries(
      REQUISITI.filter(([, manca]) => manca(dati)).map(([campo, , messaggio]) => [campo, messaggio]),
    );
  },
};
