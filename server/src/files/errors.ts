import { dimensioneInItaliano } from '../../../contract/allegati/dimensione';
import { HttpError } from '../http/errors';

export const TIPO_NON_AMMESSO = 'Tipo di file non ammesso: sono accettati PDF, P7M firmati, immagini, XLSX, DOCX e ZIP';

/** 413: the upload went past the limit; its temporary file is already gone. */
export class FileTooLargeError extends HttpError {
  constructor(readonly maxBytes: number) {
    super(413, `Il file supera la dimensione massima di ${dimensioneInItaliano(maxBytes)}`);
    this.name = 'FileTooLargeError';
  }
}

/** 415: the content is not one of the accepted types, whatever its name says. */
export class FileTypeRefusedError extends HttpError {
  constructor() {
    super(415, TIPO_NON_AMMESSO);
    this.name = 'FileTypeRefusedError';
  }
}

export const FILE_VUOTO = 'Il file è vuoto: scegliere un file che abbia un contenuto';

/** 400: no bytes at all, which is not a wrong type but nothing to keep; on the upload's field. */
export class FileEmptyError extends HttpError {
  constructor() {
    super(400, FILE_VUOTO, { file: FILE_VUOTO });
    this.name = 'FileEmptyError';
  }
}

export class StoredFileNotFoundError extends HttpError {
  constructor() {
    super(404, 'File non trovato');
    this.name = 'StoredFileNotFoundError';
  }
}
