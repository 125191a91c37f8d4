export { FileTooLargeError, FileTypeRefusedError, StoredFileNotFoundError, TIPO_NON_AMMESSO } from './errors';
export { haEstensioneEseguibile, rifiutaNomeEseguibile } from './estensioni-eseguibili';
export { sanitizeFileName } from './file-name';
export {
  DEFAULT_MAX_BYTES,
  openCommitted,
  withPublishedFile,
  type FileSource,
  type FileStore,
  type PutOptions,
  type StoredFile,
} from './file-store';
export { detectFileType, detectZipKind, FILE_KINDS, MIME_TYPES, type FileKind } from './file-type';
export type { FileDellApp } from './file-dell-app';
export { LocalFileStore } from './local-file-store';
export { lavoroPulizia, PULIZIA_FILE, pulisciTemporanei, TEMPORANEO_ABBANDONATO_MS, type EsitoPulizia } from './sweep';
