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
  type TemporaryFile,
} from './file-store';
export { readFileStoreConfig, type FileStoreConfig, type S3Config } from './file-store-config';
export { detectFileType, detectZipKind, FILE_KINDS, MIME_TYPES, type FileKind } from './file-type';
export type { FileDellApp } from './file-dell-app';
export { LocalFileStore } from './local-file-store';
export { openFileStore } from './open-file-store';
export { s3Client, S3FileStore } from './s3-file-store';
export { lavoroPulizia, PULIZIA_FILE, pulisciTemporanei, TEMPORANEO_ABBANDONATO_MS, type EsitoPulizia } from './sweep';
