import type { ElenchiFiducia } from '../firme/fiducia';
import type { FileStore } from './file-store';

/** The file store and the upload limit, for the modules that take files. */
export interface FileDellApp {
  readonly store: FileStore;
  readonly maxBytes: number;
  /** The trusted lists an uploaded signature's issuer is checked against (`FIRME_ELENCO_FIDUCIA`); none: off. */
  readonly fiducia?: ElenchiFiducia;
}
