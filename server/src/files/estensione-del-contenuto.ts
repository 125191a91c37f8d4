import { HttpError } from '../http/errors';
import type { FileKind } from './file-type';

/** The extensions that name an accepted type; `.pdf.p7m` ends in the signed envelope's. */
const TIPO_DELL_ESTENSIONE: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  p7m: 'p7m',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  tif: 'tiff',
  tiff: 'tiff',
  xlsx: 'xlsx',
  docx: 'docx',
  zip: 'zip',
};

const DESCRIZIONE: Readonly<Record<FileKind, string>> = {
  pdf: 'un PDF',
  p7m: 'un file firmato (P7M)',
  png: "un'immagine PNG",
  jpeg: "un'immagine JPEG",
  tiff: "un'immagine TIFF",
  xlsx: 'un foglio di calcolo XLSX',
  docx: 'un documento DOCX',
  zip: 'un archivio ZIP',
};

const ESTENSIONE_GIUSTA: Readonly<Record<FileKind, string>> = {
  pdf: '.pdf',
  p7m: '.p7m',
  png: '.png',
  jpeg: '.jpg',
  tiff: '.tif',
  xlsx: '.xlsx',
  docx: '.docx',
  zip: '.zip',
};

/** 415 on the upload's field: the name promises one type and the content is another. */
export class EstensioneDiversaError extends HttpError {
  constructor(nome: string, annunciato: FileKind, contenuto: FileKind) {
    const motivo =
      `Il nome «${nome}» indica ${DESCRIZIONE[annunciato]}, ma il contenuto è ${DESCRIZIONE[contenuto]}: ` +
      `scegli il file giusto o rinominalo con l'estensione ${ESTENSIONE_GIUSTA[contenuto]}`;
    super(415, motivo, { file: motivo });
    this.name = 'EstensioneDiversaError';
  }
}

/**
 * A file is opened by the program its extension names, so a name ending in an accepted type's extension must hold that
 * type. A name without one (`Verbale 12.03.2024`, `file`) promises nothing and is kept as it is.
 */
export function rifiutaEstensioneDiversa(nome: string, contenuto: FileKind): void {
  const estensione = /\.([^.]+)$/.exec(nome)?.[1]?.toLowerCase();
  const annunciato = estensione === undefined ? undefined : TIPO_DELL_ESTENSIONE[estensione];
  if (annunciato && annunciato !== contenuto) throw new EstensioneDiversaError(nome, annunciato, contenuto);
}
