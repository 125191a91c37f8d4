import type { FileStore } from './file-store';

/**
 * Temporary files written to more recently than this may belong to an upload still under way (in this or another
 * process): an upload writes as the bytes arrive, so a live one never stays untouched for minutes.
 */
export const TEMPORANEO_ABBANDONATO_MS = 5 * 60 * 1000;

export interface EsitoPulizia {
  /** Committed rows whose process died before publishing: now published. */
  readonly pubblicati: string[];
  /** Older than the limit and named by no row: removed. */
  readonly rimossi: string[];
  /** Younger than the limit and named by no row: left to their upload. */
  readonly lasciati: number;
  /** Removed (replaced or deleted) longer ago than the limit: deleted for good. */
  readonly scaduti: string[];
}

/**
 * The sweep of the store's `tmp/`, at start-up and then periodically (docs/files.md). A temporary file that a committed
 * row names is published (the process died between the commit and `publish`, which is idempotent); one that no row
 * names is removed once older than `maxAgeMs`, since its upload failed or was rolled back; a younger one is left alone.
 * Nothing is published without a row naming it. A file removed (its row replaced or deleted) more than `maxAgeMs` ago
 * is deleted for good: until then a download that read the old row can still open it.
 */
export async function pulisciTemporanei(
  store: FileStore,
  chiaviNominate: (chiavi: readonly string[]) => Promise<ReadonlySet<string>>,
  { adesso = new Date(), maxAgeMs = TEMPORANEO_ABBANDONATO_MS }: { adesso?: Date; maxAgeMs?: number } = {},
): Promise<EsitoPulizia> {
  const scaduti = await store.deleteRemoved(new Date(adesso.getTime() - maxAgeMs));
  const temporanei = await store.temporaryFiles();
  if (temporanei.length === 0) return { pubblicati: [], rimossi: [], lasciati: 0, scaduti };
  const nominate = await chiaviNominate(temporanei.map((file) => file.key));
  const esito = { pubblicati: [] as string[], rimossi: [] as string[], lasciati: 0, scaduti };
  for (const { key, modifiedAt } of temporanei) {
    if (nominate.has(key)) {
      await store.publish(key);
      esito.pubblicati.push(key);
    } else if (adesso.getTime() - modifiedAt.getTime() > maxAgeMs) {
      await store.discard(key);
      esito.rimossi.push(key);
    } else {
      esito.lasciati += 1;
    }
  }
  return esito;
}

export interface Registro {
  warn(dati: object, messaggio: string): void;
}

/** The name of the sweep among the background jobs (`server/src/lavori`). */
export const PULIZIA_FILE = 'pulizia-file-temporanei';

/**
 * The sweep as a background job, once every `ogniMs` across processes (they share the store): a crash during uploads
 * leaves nothing in `tmp/` for longer than the age limit plus one period, even if the portal is not restarted. A
 * failure is the job's to record and retry.
 */
export function lavoroPulizia(pulisci: () => Promise<EsitoPulizia>, log: Registro, ogniMs: number) {
  return {
    nome: PULIZIA_FILE,
    ogniMs,
    async esegui() {
      const { pubblicati, rimossi } = await pulisci();
      if (pubblicati.length + rimossi.length > 0)
        log.warn({ pubblicati, rimossi: rimossi.length }, 'File temporanei lasciati da un processo interrotto');
    },
  };
}
