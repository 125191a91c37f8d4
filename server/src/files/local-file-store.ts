import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, open, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTypeRefusedError, StoredFileNotFoundError } from './errors';
import {
  DEFAULT_MAX_BYTES,
  type FileSource,
  type FileStore,
  type PutOptions,
  type StoredFile,
  type TemporaryFile,
} from './file-store';
import { detectZipKind } from './file-type';
import { checkKey, STORE_KEY } from './store-key';
import { UploadMeter } from './upload-meter';

/**
 * Files in a local folder (`$DATA_DIR/files`): `tmp/<key>` until published, then `<k0k1>/<k2k3>/<key>`, and once
 * removed `removed/<key>` until the sweep deletes it. Two levels of 256 folders keep the service's 2,000,000 files
 * at about 30 per folder. Keys are random UUIDs.
 */
export class LocalFileStore implements FileStore {
  constructor(readonly rootDir: string) {}

  async put(source: FileSource, { maxBytes = DEFAULT_MAX_BYTES }: PutOptions = {}): Promise<StoredFile> {
    const key = randomUUID();
    const temporary = this.#temporaryPath(key);
    await mkdir(dirname(temporary), { recursive: true });
    // Opened before the pipeline starts, so that a source failing at once cannot create the file after the cleanup.
    const handle = await open(temporary, 'wx');
    const meter = new UploadMeter(maxBytes);
    try {
      await pipeline(source, (chunks: FileSource) => meter.measure(chunks), handle.createWriteStream());
      const measure = meter.result();
      const type = measure.type === 'zip' ? await detectZipKind(temporary) : measure.type;
      if (!type) throw new FileTypeRefusedError();
      return { key, ...measure, type };
    } catch (error) {
      // Usually closed already by the destroyed write stream; the error to report is the upload's.
      await handle.close().catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Where `put` writes: it must exist (or be creatable) and be writable: a read-only mount fails here. */
  async raggiungibile(): Promise<void> {
    const temporanei = join(this.rootDir, 'tmp');
    await mkdir(temporanei, { recursive: true });
    await access(temporanei, constants.W_OK);
  }

  async publish(key: string): Promise<void> {
    const path = this.#path(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await rename(this.#temporaryPath(key), path);
    } catch (error) {
      if (!isMissing(error)) throw error;
      // Published already, or committed and then removed (replaced) before this publish ran.
      if (!(await exists(path)) && !(await exists(this.#removedPath(key)))) throw new StoredFileNotFoundError();
    }
  }

  async discard(key: string): Promise<void> {
    await rm(this.#temporaryPath(key), { force: true });
  }

  async open(key: string): Promise<Readable> {
    for (const path of [this.#path(key), this.#removedPath(key)]) {
      try {
        const handle = await open(path, 'r');
        return handle.createReadStream();
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    throw new StoredFileNotFoundError();
  }

  /**
   * Moves the file to `removed/`, stamped with the time of removal, where `open` still finds it until the sweep
   * deletes it: a download that read the row before the replacement or deletion committed still gets its bytes. A file
   * whose upload committed but has not published yet is moved from `tmp/`, so that publish cannot revive it.
   */
  async remove(key: string): Promise<void> {
    const removed = this.#removedPath(key);
    await mkdir(dirname(removed), { recursive: true });
    for (const path of [this.#path(key), this.#temporaryPath(key)]) {
      try {
        const now = new Date();
        await utimes(path, now, now);
        await rename(path, removed);
        return;
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
  }

  /** Deletes for good the files removed before `olderThan`, returning their keys. */
  async deleteRemoved(olderThan: Date): Promise<string[]> {
    const deleted: string[] = [];
    for (const { key, modifiedAt } of await this.#filesIn('removed')) {
      if (modifiedAt.getTime() >= olderThan.getTime()) continue;
      await rm(this.#removedPath(key), { force: true });
      deleted.push(key);
    }
    return deleted;
  }

  /** The files still under a temporary name, with when they were last written; other names in `tmp/` are not ours. */
  temporaryFiles(): Promise<TemporaryFile[]> {
    return this.#filesIn('tmp');
  }

  async #filesIn(subfolder: 'tmp' | 'removed'): Promise<{ key: string; modifiedAt: Date }[]> {
    const folder = join(this.rootDir, subfolder);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const files: { key: string; modifiedAt: Date }[] = [];
    for (const key of names.filter((name) => STORE_KEY.test(name))) {
      try {
        files.push({ key, modifiedAt: (await stat(join(folder, key))).mtime });
      } catch (error) {
        if (!isMissing(error)) throw error; // published, discarded or deleted meanwhile
      }
    }
    return files;
  }

  #path(key: string): string {
    checkKey(key);
    return join(this.rootDir, key.slice(0, 2), key.slice(2, 4), key);
  }

  #temporaryPath(key: string): string {
    checkKey(key);
    return join(this.rootDir, 'tmp', key);
  }

  #removedPath(key: string): string {
    checkKey(key);
    return join(this.rootDir, 'removed', key);
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}
