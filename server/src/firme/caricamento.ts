import { badRequest } from '../http/errors';
import { withPublishedFile, type FileSource, type FileStore, type StoredFile } from '../files';
import type { EsitoFirma } from './esito';
import { raccogli } from './raccolta';
import { verificaFirma } from './verifica';
import type { OpzioniVerifica } from './cms';

/** What the destination of an upload says about signatures: its category or type, as people read it. */
export interface RequisitoFirma {
  readonly descrizione: string;
  readonly richiedeFirma: boolean;
}

export const FIRMA_MANCANTE = (descrizione: string) =>
  `«${descrizione}» va firmato digitalmente: questo file non ha una firma. ` +
  'Carica il PDF firmato (PAdES) o il file firmato .p7m (CAdES)';
export const FIRMA_NON_VALIDA = (motivo: string) => `La firma digitale non è valida: ${motivo}`;

/** The refusal, on the `file` field, of a file whose destination requires a signature it lacks or fails. */
export function rifiutaSenzaFirma(requisito: RequisitoFirma | undefined, firma: EsitoFirma | null): void {
  if (!requisito?.richiedeFirma) return;
  if (!firma) throw badRequest({ file: FIRMA_MANCANTE(requisito.descrizione) });
  if (!firma.valida) throw badRequest({ file: FIRMA_NON_VALIDA(firma.motivo ?? '') });
}

/**
 * `withPublishedFile` that also reads the file's signature (docs/files.md «Digital signatures») once the store has
 * recognised its type, and refuses it before the row is written when the destination requires one.
 */
export async function withSignedFile<T>(
  store: FileStore,
  source: FileSource,
  opzioni: { readonly nome: string; readonly maxBytes?: number } & OpzioniVerifica,
  requisito: RequisitoFirma | undefined,
  dbWork: (file: StoredFile, firma: EsitoFirma | null) => Promise<T>,
): Promise<T> {
  const raccolta = raccogli(source);
  const { fiducia, ...pubblicazione } = opzioni;
  return withPublishedFile(store, raccolta.source, pubblicazione, async (file) => {
    const firma = await verificaFirma(raccolta.contenuto(), file.type, { fiducia });
    rifiutaSenzaFirma(requisito, firma);
    return dbWork(file, firma);
  });
}
