import type { FileStore } from './file-store';

/** The file store and the upload limit, for the modules that take files. */
export interface FileDellApp {
  readonly store: FileStore;
  readonly maxBytes: number;
}
