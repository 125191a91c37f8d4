import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../../server/src/files';
import { s3Client } from '../../server/src/files';
import { freePort } from './portal-process';

/** A real S3 server (s3rver) on a free port, its objects in a folder of its own, for the tests' buckets. */
export interface ServerS3 {
  readonly endpoint: string;
  /** A new empty bucket, and the settings that reach it (path style, as on-premises servers want). */
  nuovoBucket(): Promise<S3Config>;
  /** Makes an object look last written at `quando`, as time passing would (s3rver reads the file's mtime). */
  invecchia(bucket: string, chiave: string, quando: Date): Promise<void>;
  /** Multipart uploads begun, with a part sent, and neither completed nor aborted (s3rver keeps them in a folder). */
  caricamentiInCorso(bucket: string): Promise<number>;
  /** `FILE_STORE=s3` and the rest, for a portal process on `bucket`. */
  ambiente(config: S3Config): Record<string, string>;
  close(): Promise<void>;
}

const CREDENZIALI = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let contatore = 0;

export async function avviaServerS3(): Promise<ServerS3> {
  const cartella = await mkdtemp(join(tmpdir(), 's3rver-'));
  const port = await freePort();
  // s3rver rebuilds the SDK v3's signed request differently and refuses every signature: what is proven here is the
  // store's use of S3's operations, not SigV4, which the SDK implements and a real S3 checks.
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory: cartella,
    silent: true,
    allowMismatchedSignatures: true,
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async nuovoBucket() {
      const config: S3Config = {
        endpoint,
        bucket: `prova-${process.pid}-${++contatore}`,
        region: 'us-east-1',
        credentials: CREDENZIALI,
        forcePathStyle: true,
      };
      const client = s3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      client.destroy();
      return config;
    },
    async invecchia(bucket, chiave, quando) {
      await utimes(join(cartella, bucket, `${chiave}._S3rver_object`), quando, quando);
    },
    async caricamentiInCorso(bucket) {
      const cartellaCaricamenti = join(cartella, bucket, '._S3rver_uploads');
      const caricamenti = await readdir(cartellaCaricamenti).catch(() => []);
      let conParti = 0;
      for (const id of caricamenti)
        if ((await readdir(join(cartellaCaricamenti, id))).some((nome) => /^\d+$/.test(nome))) conParti += 1;
      return conParti;
    },
    ambiente: (config) => ({
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: CREDENZIALI.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENZIALI.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      await rm(cartella, { recursive: true, force: true });
    },
  };
}
