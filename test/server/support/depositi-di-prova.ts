import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { LocalFileStore, S3FileStore, type FileStore } from '../../../server/src/files';
import { avviaServerS3 } from '../../support/s3-server';

/**
 * A real store of either kind, empty, with what the tests look at: its contents as `tmp/<key>`, `pubblicato/<key>`
 * and `removed/<key>` whatever the layout, and the clock of one of its files moved back.
 */
export interface DepositoDiProva {
  readonly store: FileStore;
  /** Every file or object held, sorted; a name that is not the store's is listed as it is. */
  voci(): Promise<string[]>;
  /** As if `tmp/<nome>` or `removed/<nome>` had been last written at `quando`. */
  invecchia(voce: string, quando: Date): Promise<void>;
  /** Writes `tmp/<nome>` by other means than the store: something that is not the portal's. */
  scriviEstraneo(nome: string): Promise<void>;
  /** Uploads under way that have reached the store: a temporary file on disk, a multipart upload with a part on S3. */
  invioInCorso(): Promise<number>;
  /** How much of an upload must have arrived for `invioInCorso` to see it: on S3, more than one 5 MB part. */
  readonly byteVisibili: number;
  /** The settings that make a portal process use this same store (beside its DATA_DIR). */
  readonly ambiente: Record<string, string>;
  close(): Promise<void>;
}

export interface TipoDiDeposito {
  readonly nome: 'disco' | 's3';
  /** `dataDir`: the data folder of the portal process that will use it, whose `files/` a local store is. */
  apri(dataDir?: string): Promise<DepositoDiProva>;
}

async function depositoSuDisco(dataDir?: string): Promise<DepositoDiProva> {
  if (dataDir) return depositoNellaCartella(join(dataDir, 'files'));
  const cartella = await mkdtemp(join(tmpdir(), 'deposito-'));
  return depositoNellaCartella(cartella, async () => rm(cartella, { recursive: true, force: true }));
}

/** The local store under `cartella` (a portal's `$DATA_DIR/files`). */
export function depositoNellaCartella(cartella: string, close = async (): Promise<void> => undefined): DepositoDiProva {
  const store = new LocalFileStore(cartella);
  return {
    store,
    invioInCorso: async () => (await store.temporaryFiles()).length,
    byteVisibili: 1,
    async voci() {
      const voci = await readdir(cartella, { recursive: true, withFileTypes: true }).catch(() => []);
      return voci
        .filter((voce) => voce.isFile())
        .map((voce) => join(voce.parentPath, voce.name).slice(cartella.length + 1))
        .map((percorso) =>
          /^[0-9a-f]{2}\/[0-9a-f]{2}\//.test(percorso) ? `pubblicato/${percorso.slice(6)}` : percorso,
        )
        .sort();
    },
    invecchia: (voce, quando) => utimes(join(cartella, voce), quando, quando),
    scriviEstraneo: (nome) => writeFile(join(cartella, 'tmp', nome), 'non è un file del portale'),
    ambiente: {},
    close,
  };
}

async function depositoS3(): Promise<DepositoDiProva> {
  const server = await avviaServerS3();
  const config = await server.nuovoBucket();
  const store = S3FileStore.fromConfig(config);
  return {
    store,
    async voci() {
      const { Contents = [] } = await store.client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
      return Contents.map(({ Key = '' }) => Key.replace(/^files\//, 'pubblicato/')).sort();
    },
    invecchia: (voce, quando) => server.invecchia(config.bucket, voce, quando),
    invioInCorso: () => server.caricamentiInCorso(config.bucket),
    byteVisibili: 6 * 1024 * 1024,
    async scriviEstraneo(nome) {
      await store.client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: `tmp/${nome}`, Body: 'non è un file del portale' }),
      );
    },
    ambiente: server.ambiente(config),
    async close() {
      store.client.destroy();
      await server.close();
    },
  };
}

/** The two stores the portal can run on: every test of the files runs on each (docs/tests.md). */
export const TIPI_DI_DEPOSITO: readonly TipoDiDeposito[] = [
  { nome: 'disco', apri: depositoSuDisco },
  { nome: 's3', apri: depositoS3 },
];
