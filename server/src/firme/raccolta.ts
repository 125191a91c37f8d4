import type { FileSource } from '../files';

/**
 * Passes the upload through to the store while keeping its bytes, since a signature is read from the whole file
 * before the row is written. Bounded by the upload limit: the multipart parser stops one byte past it.
 */
export function raccogli(source: FileSource): { readonly source: FileSource; contenuto(): Buffer } {
  const parti: Uint8Array[] = [];
  async function* attraverso() {
    for await (const parte of source) {
      parti.push(parte);
      yield parte;
    }
  }
  return { source: attraverso(), contenuto: () => Buffer.concat(parti) };
}
