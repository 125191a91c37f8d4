import { join } from 'node:path';
import type { FileStore } from './file-store';
import type { FileStoreConfig } from './file-store-config';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';

/** The store the settings name: the bucket with `FILE_STORE=s3`, else `$DATA_DIR/files`. */
export function openFileStore(config: FileStoreConfig, dataDir: string): FileStore {
  return config.kind === 's3' ? S3FileStore.fromConfig(config) : new LocalFileStore(join(dataDir, 'files'));
}
