import type { Readable } from 'node:stream';
import { DIMENSIONE_MASSIMA_PREDEFINITA } from '../../../contract/allegati/dimensione';
import { StoredFileNotFoundError } from './errors';
import { rifiutaEstensioneDiversa } from './estensione-del-contenuto';
import type { FileKind } from './file-type';

/** 20 MB unless configured otherwise (`UPLOAD_MAX_BYTES`); the browser checks the same limit before sending. */
export const DEFAULT_MAX_BYTES = DIMENSIONE_MASSIMA_PREDEFINITA;

/** Any byte stream: a Node `Readable`, a multipart file part, an async generator. */
export type FileSource = AsyncIterable<Uint8Array>;

export interface PutOptions {
  readonly maxBytes?: number;
}

/** What the database row keeps of a stored file; the original name is never part of the storage. */
export interface StoredFile {
  readonly key: string;
  readonly size: number;
  readonly sha256: string;
  readonly type: FileKind;
}

/**
 * Where uploaded files live (a local folder, or an S3 bucket). A file is written with `put`, invisible until
 * `publish`, which the caller runs only after the database row naming it has committed; on rollback, `discard`.
 * `withPublishedFile` runs that sequence.
 */
export interface FileStore {
  /** Streams to a temporary name; fails with FileTooLargeError (413) or FileTypeRefusedError (415), leaving nothing. */
  put(source: FileSource, options?: PutOptions): Promise<StoredFile>;
  /** Makes a put file permanent; calling it again for a published file is harmless, so a recovery can retry it. */
  publish(key: string): Promise<void>;
  /** Drops a put file that will never be published. */
  discard(key: string): Promise<void>;
  /**
   * Fails with StoredFileNotFoundError (404) when there is no published file under the key; a removed file is still
   * found until the periodic sweep deletes it.
   */
  open(key: string): Promise<Readable>;
  /**
   * Called once the row naming the file is gone (committed): the bytes stay readable for a grace period, because a
   * request that read the row before may not have opened them yet. Removing again is harmless.
   */
  remove(key: string): Promise<void>;
  /** Fails when files could not be written now (the readiness check, `/ready`). */
  raggiungibile(): Promise<void>;
  /** Deletes for good the files removed before `olderThan`, returning their keys (the sweep's). */
  deleteRemoved(olderThan: Date): Promise<string[]>;
  /** The files still under a temporary name, with when they were last written (the sweep's). */
  temporaryFiles(): Promise<TemporaryFile[]>;
}

export interface TemporaryFile {
  readonly key: string;
  readonly modifiedAt: Date;
}

/**
 * Opens the file that a committed row names. Between an upload's commit and its `publish` the file is still under its
 * temporary name: publishing it here is what the sweep would do, since a committed row names it, and is idempotent.
 */
export async function openCommitted(store: FileStore, key: string): Promise<Readable> {
  try {
    return await store.open(key);
  } catch (error) {
    if (!(error instanceof StoredFileNotFoundError)) throw error;
    await store.publish(key);
    return store.open(key);
  }
}

export interface PublishOptions extends PutOptions {
  /** The sanitised name it will be offered under: its extension must name the type of the content. */
  readonly nome: string;
}

/**
 * put → `dbWork` (the caller's transaction, which resolves once committed) → publish; if `dbWork` fails, discard and
 * rethrow its error. An upload refused by `put`, or whose name's extension belies its content, never reaches `dbWork`.
 */
export async function withPublishedFile<T>(
  store: FileStore,
  source: FileSource,
  { nome, ...options }: PublishOptions,
  dbWork: (file: StoredFile) => Promise<T>,
): Promise<T> {
  const file = await store.put(source, options);
  let result: T;
  try {
    rifiutaEstensioneDiversa(nome, file.type);
    result = await dbWork(file);
  } catch (error) {
    // The refusal's or the database's error is the one the caller must see; a temporary file left behind is harmless.
    await store.discard(file.key).catch(() => undefined);
    throw error;
  }
  await store.publish(file.key);
  return result;
}
