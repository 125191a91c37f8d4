import { sql } from 'drizzle-orm';
import { DESCRIZIONE_STATO_LAVORO, STATI_LAVORO, type Lavoro, type StatoLavoro } from '../../../contract/lavori/record';
import type { AppDatabase } from '../db/database';
import { iso, righe } from '../db/sql';
import { PULIZIA_FILE } from '../files';
import type { PageRequest } from '../http/paging';
import { SCADENZE_CONTRODEDUZIONI } from '../modules/programma/scadenze';
import { GIORNI_DEI_COMPLETATI, PULIZIA_LAVORI } from './coda';

/** What each job does, as the ministry reads it; a name not here is shown as itself. */
export const DESCRIZIONE_LAVORO: Readonly<Record<string, string>> = {
  [PULIZIA_FILE]: 'Pulizia dei file temporanei dei caricamenti interrotti e dei file sostituiti',
  [SCADENZE_CONTRODEDUZIONI]: 'Chiusura dei preavvisi di rigetto scaduti senza controdeduzioni (art. 10-bis)',
  [PULIZIA_LAVORI]: `Rimozione dei lavori completati da più di ${GIORNI_DEI_COMPLETATI} giorni`,
};

type Riga = Omit<Lavoro, 'descrizione' | 'descrizioneStato'>;

/** The runs, newest first, with the total; `stato` narrows them. */
export async function elencoLavori(
  db: AppDatabase,
  { stato }: { stato?: StatoLavoro },
  pagina: PageRequest = { offset: 0, limit: 100 },
): Promise<{ rows: Lavoro[]; total: number }> {
  const filtro = stato ? sql`WHERE stato = ${stato}` : sql``;
  const trovate = await righe<Riga & { totale: number }>(
    db,
    sql`SELECT id_lavoro AS "idLavoro", nome, stato, tentativi, massimo_tentativi AS "massimoTentativi",
        ultimo_errore AS "ultimoErrore",
        CASE WHEN stato = 'IN_ATTESA' THEN ${iso(sql`eseguire_dal`)} END AS "prossimaEsecuzione",
        CASE WHEN stato = 'IN_CORSO' THEN bloccato_da END AS "eseguitoDa",
        CASE WHEN stato = 'IN_CORSO' THEN ${iso(sql`bloccato_fino`)} END AS "bloccatoFino",
        ${iso(sql`completato_il`)} AS "completatoIl", (count(*) OVER ())::int AS totale
      FROM lavoro ${filtro} ORDER BY eseguire_dal DESC, id_lavoro DESC LIMIT ${pagina.limit} OFFSET ${pagina.offset}`,
  );
  const rows = trovate.map(({ totale: _, ...riga }) => ({
    ...riga,
    descrizione: DESCRIZIONE_LAVORO[riga.nome] ?? riga.nome,
    descrizioneStato: DESCRIZIONE_STATO_LAVORO[riga.stato],
  }));
  return { rows, total: trovate[0]?.totale ?? (pagina.offset === 0 ? 0 : await contaTutti(db, filtro)) };
}

const contaTutti = async (db: AppDatabase, filtro: ReturnType<typeof sql>) =>
  (await righe<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM lavoro ${filtro}`))[0].n;

/**
 * How many runs are in each state, every state present: the jobs' gauge for the metrics (a Prometheus exporter reads
 * it as `lavori{stato="…"}`).
 */
export async function lavoriPerStato(db: AppDatabase): Promise<Record<StatoLavoro, number>> {
  const conteggi = await righe<{ stato: StatoLavoro; n: number }>(
    db,
    sql`SELECT stato, count(*)::int AS n FROM lavoro GROUP BY stato`,
  );
  const perStato = Object.fromEntries(STATI_LAVORO.map((stato) => [stato, 0])) as Record<StatoLavoro, number>;
  for (const { stato, n } of conteggi) perStato[stato] = n;
  return perStato;
}
