import type { LocalFileStore } from './local-file-store';

/** Temporary files younger than this may belong to an upload still under way in another process. */
export const TEMPORANEO_ABBANDONATO_MS = 60 * 60 * 1000;

export interface EsitoPulizia {
  /** Committed rows whose process died before publishing: now published. */
  readonly pubblicati: string[];
  /** Older than the limit and named by no row: removed. */
  readonly rimossi: string[];
  /** Younger than the limit and named by no row: left to their upload. */
  readonly lasciati: number;
}

/**
 * The start-up sweep of `tmp/` (docs/files.md). A temporary file that a committed row names is published (the
 * process died between the commit and `publish`, which is idempotent); one that no row names is removed once older
 * than `maxAgeMs`, since its upload failed or was rolled back; a younger one is left alone. Nothing is published
 * without a row naming it.
 */
export async function pulisciTemporanei(
  store: LocalFileStore,
  chiaviNominate: (chiavi: readonly string[]) => Promise<ReadonlySet<string>>,
  { adesso = new Date(), maxAgeMs = TEMPORANEO_ABBANDONATO_MS }: { adesso?: Date; maxAgeMs?: number } = {},
): Promise<EsitoPulizia> {
  const temporanei = await store.temporaryFiles();
  if (temporanei.length === 0) return { pubblicati: [], rimossi: [], lasciati: 0 };
  const nominate = await chiaviNominate(temporanei.map((file) => file.key));
  const esito = { pubblicati: [] as string[], rimossi: [] as string[], lasciati: 0 };
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
