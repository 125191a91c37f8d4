import { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromFile, fileTypeFromStream, type FileTypeResult } from 'file-type';
import { isSignedP7m } from './p7m';

/** The types an upload may be (docs/files.md), named by their usual extension. */
export const FILE_KINDS = ['pdf', 'p7m', 'png', 'jpeg', 'tiff', 'xlsx', 'docx', 'zip'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const MIME_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  p7m: 'application/pkcs7-mime',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** How many first bytes `detectFileType` needs (file-type's own detection window). */
export const SNIFF_BYTES = 4100;

const BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  tif: 'tiff',
  xlsx: 'xlsx',
  docx: 'docx',
  zip: 'zip',
};

/**
 * The type of a file from its first bytes, never from its name; `undefined` means refused. A ZIP may still turn out to
 * be a DOCX or XLSX (or a refused kind of archive) once whole: see `detectZipKind`.
 */
export async function detectFileType(head: Uint8Array): Promise<FileKind | undefined> {
  if (isSignedP7m(head)) return 'p7m';
  return kindOf(await fileTypeFromBuffer(head).catch(refused));
}

/** The kind of a complete ZIP file: OOXML's `[Content_Types].xml` is often the archive's last entry. */
export async function detectZipKind(path: string): Promise<FileKind | undefined> {
  return kindOf(await fileTypeFromFile(path).catch(refused));
}

/** `detectZipKind` over the bytes of a stored object, read once more from its start; destroys the stream. */
export async function detectZipKindOfStream(stream: Readable): Promise<FileKind | undefined> {
  try {
    return kindOf(await fileTypeFromStream(Readable.toWeb(stream)).catch(refused));
  } finally {
    stream.destroy();
  }
}

function kindOf(result: FileTypeResult | undefined): FileKind | undefined {
  return result && BY_EXTENSION[result.ext];
}

/** file-type throws on some malformed content; malformed is refused like unknown. */
function refused(): undefined {
  return undefined;
}
