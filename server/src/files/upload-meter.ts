import { createHash } from 'node:crypto';
import { FileEmptyError, FileTooLargeError, FileTypeRefusedError } from './errors';
import { detectFileType, SNIFF_BYTES, type FileKind } from './file-type';

export interface UploadMeasure {
  readonly size: number;
  readonly sha256: string;
  readonly type: FileKind;
}

/**
 * A pipeline step between an upload and its storage: counts and hashes the bytes as they pass, holds back the first
 * ones until their type is accepted, and fails the pipeline past `maxBytes` or on a refused type. Storage-agnostic,
 * so any `FileStore` can use it.
 */
export class UploadMeter {
  #size = 0;
  readonly #hash = createHash('sha256');
  #type: FileKind | undefined;

  constructor(private readonly maxBytes: number) {}

  async *measure(source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    const head: Uint8Array[] = [];
    for await (const chunk of source) {
      this.#size += chunk.byteLength;
      if (this.#size > this.maxBytes) throw new FileTooLargeError(this.maxBytes);
      this.#hash.update(chunk);
      if (this.#type) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      if (this.#size >= SNIFF_BYTES) yield await this.#sniff(head);
    }
    if (!this.#type) yield await this.#sniff(head);
  }

  /** Once, after the pipeline has finished. */
  result(): UploadMeasure {
    if (!this.#type) throw new Error('UploadMeter.result() before the upload finished');
    return { size: this.#size, sha256: this.#hash.digest('hex'), type: this.#type };
  }

  async #sniff(head: readonly Uint8Array[]): Promise<Uint8Array> {
    const bytes = Buffer.concat(head);
    if (bytes.length === 0) throw new FileEmptyError();
    this.#type = await detectFileType(bytes);
    if (!this.#type) throw new FileTypeRefusedError();
    return bytes;
  }
}
