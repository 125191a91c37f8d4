import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { FileTypeRefusedError, StoredFileNotFoundError } from './errors';
import {
  DEFAULT_MAX_BYTES,
  type FileSource,
  type FileStore,
  type PutOptions,
  type StoredFile,
  type TemporaryFile,
} from './file-store';
import type { S3Config } from './file-store-config';
import { detectZipKindOfStream } from './file-type';
import { checkKey, STORE_KEY } from './store-key';
import { UploadMeter } from './upload-meter';

/** S3's smallest part; parts are sent as they fill, at most `QUEUE` at a time, so an upload holds ≤ 3 parts. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;

type Area = 'tmp' | 'files' | 'removed';

/**
 * Files in an S3-compatible bucket, with the local store's promises (docs/files.md): `tmp/<key>` until published,
 * then `files/<key>`, and once removed `removed/<key>` until the sweep deletes it. S3 has no rename: publishing and
 * removing copy within the bucket, then delete the source, so a step cut short leaves a copy the next step or the
 * sweep finishes. An object's LastModified is when it was written or copied there: the stamp the sweep reads.
 */
export class S3FileStore implements FileStore {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
  ) {}

  static fromConfig(config: S3Config): S3FileStore {
    return new S3FileStore(s3Client(config), config.bucket);
  }

  /** The bucket answers and these credentials may use it (the readiness check, `/ready`). */
  async raggiungibile(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(source: FileSource, { maxBytes = DEFAULT_MAX_BYTES }: PutOptions = {}): Promise<StoredFile> {
    const key = randomUUID();
    const meter = new UploadMeter(maxBytes);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey('tmp', key), Body: Readable.from(meter.measure(source)) },
      partSize: PART_BYTES,
      queueSize: QUEUE,
      // Aborted below instead: if the abort failed, lib-storage would report that rather than the upload's error.
      leavePartsOnError: true,
    });
    let completed = false;
    try {
      await upload.done();
      completed = true;
      const measure = meter.result();
      const type = measure.type === 'zip' ? await detectZipKindOfStream(await this.#get('tmp', key)) : measure.type;
      if (!type) throw new FileTypeRefusedError();
      return { key, ...measure, type };
    } catch (error) {
      // The error to report is the upload's; parts an abort could not reach are dropped by the bucket's lifecycle rule.
      if (completed) await this.#delete('tmp', key).catch(() => undefined);
      else if (upload.uploadId) await this.#abort(key, upload.uploadId).catch(() => undefined);
      throw error;
    }
  }

  async publish(key: string): Promise<void> {
    if (await this.#move(key, 'tmp', 'files')) return;
    // Published already, or committed and then removed (replaced) before this publish ran.
    if (!(await this.#exists('files', key)) && !(await this.#exists('removed', key)))
      throw new StoredFileNotFoundError();
  }

  async discard(key: string): Promise<void> {
    await this.#delete('tmp', key);
  }

  async open(key: string): Promise<Readable> {
    for (const area of ['files', 'removed'] as const) {
      try {
        return await this.#get(area, key);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    throw new StoredFileNotFoundError();
  }

  /** As on disk: moved to `removed/`, from `tmp/` too when not yet published, so that publish cannot revive it. */
  async remove(key: string): Promise<void> {
    if (await this.#move(key, 'files', 'removed')) return;
    await this.#move(key, 'tmp', 'removed');
  }

  async deleteRemoved(olderThan: Date): Promise<string[]> {
    const deleted: string[] = [];
    for (const { key, modifiedAt } of await this.#list('removed')) {
      if (modifiedAt.getTime() >= olderThan.getTime()) continue;
      await this.#delete('removed', key);
      deleted.push(key);
    }
    return deleted;
  }

  /** Objects under `tmp/` named as keys; an upload under way is not an object until it completes. */
  temporaryFiles(): Promise<TemporaryFile[]> {
    return this.#list('tmp');
  }

  /** Copies then deletes the source; false when there was no source. */
  async #move(key: string, from: Area, to: Area): Promise<boolean> {
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          CopySource: `${this.bucket}/${objectKey(from, key)}`,
          Key: objectKey(to, key),
        }),
      );
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await this.#delete(from, key);
    return true;
  }

  async #get(area: Area, key: string): Promise<Readable> {
    const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey(area, key) }));
    if (!(Body instanceof Readable)) throw new Error('Il client S3 non ha restituito uno stream di Node');
    return Body;
  }

  async #abort(key: string, UploadId: string): Promise<void> {
    await this.client.send(
      new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: objectKey('tmp', key), UploadId }),
    );
  }

  async #exists(area: Area, key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey(area, key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async #delete(area: Area, key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: objectKey(area, key) }));
  }

  async #list(area: 'tmp' | 'removed'): Promise<TemporaryFile[]> {
    const files: TemporaryFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${area}/`, ContinuationToken }),
      );
      for (const { Key, LastModified } of page.Contents ?? []) {
        const key = Key?.slice(area.length + 1) ?? '';
        if (STORE_KEY.test(key) && LastModified) files.push({ key, modifiedAt: LastModified });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files;
  }
}

export function s3Client({ endpoint, region, credentials, forcePathStyle }: S3Config): S3Client {
  return new S3Client({
    endpoint,
    region,
    credentials,
    forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function objectKey(area: Area, key: string): string {
  checkKey(key);
  return `${area}/${key}`;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound')
  );
}
