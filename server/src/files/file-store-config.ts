import { isHttpUrl } from '../http/is-http-url';

/** Where the files live (docs/files.md): the local folder under `DATA_DIR`, or an S3-compatible bucket. */
export type FileStoreConfig = { readonly kind: 'disk' } | ({ readonly kind: 's3' } & S3Config);

export interface S3Config {
  /** Unset: AWS itself, from the region. */
  readonly endpoint?: string;
  readonly bucket: string;
  readonly region: string;
  /** Both or neither: unset, the SDK's own chain (environment, instance or task role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO, Ceph and most on-premises need. */
  readonly forcePathStyle: boolean;
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
// S3's rule for bucket names: 3 to 63 lower-case letters, digits, dots and hyphens, a letter or digit at each end.
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,40}$/;

/** Reads FILE_STORE and the S3 settings, pushing each bad value's reason in Italian onto `problems`. */
export function readFileStoreConfig(read: (name: string) => string | undefined, problems: string[]): FileStoreConfig {
  const kind = (read('FILE_STORE') ?? 'disk').toLowerCase();
  if (kind !== 's3') {
    if (kind !== 'disk') problems.push(`FILE_STORE deve valere disk o s3 (valore ricevuto: "${read('FILE_STORE')}")`);
    const given = [...S3_SETTINGS, 'S3_FORCE_PATH_STYLE'].filter((name) => read(name) !== undefined);
    if (kind === 'disk' && given.length > 0)
      problems.push(`${given.join(', ')} impostato senza FILE_STORE=s3: i file resterebbero sul disco locale`);
    return { kind: 'disk' };
  }

  const endpoint = read('S3_ENDPOINT');
  if (endpoint !== undefined && !isHttpUrl(endpoint))
    problems.push(`S3_ENDPOINT deve essere un indirizzo http o https (valore ricevuto: "${endpoint}")`);
  const bucket = read('S3_BUCKET') ?? '';
  if (!bucket) problems.push('S3_BUCKET è obbligatorio con FILE_STORE=s3: il nome del bucket dei file');
  else if (!BUCKET.test(bucket))
    problems.push(
      'S3_BUCKET non è un nome di bucket valido: da 3 a 63 tra lettere minuscole, cifre, punti e trattini ' +
        `(valore ricevuto: "${bucket}")`,
    );
  const region = read('S3_REGION') ?? '';
  if (!region) problems.push('S3_REGION è obbligatorio con FILE_STORE=s3 (per esempio eu-south-1)');
  else if (!REGION.test(region))
    problems.push(`S3_REGION non è una regione valida, per esempio eu-south-1 (valore ricevuto: "${region}")`);

  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    problems.push(
      'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno impostati insieme, ' +
        'o nessuno dei due per le credenziali del ruolo della macchina',
    );

  const pathStyle = (read('S3_FORCE_PATH_STYLE') ?? 'false').toLowerCase();
  if (pathStyle !== 'true' && pathStyle !== 'false')
    problems.push(`S3_FORCE_PATH_STYLE deve valere true o false (valore ricevuto: "${read('S3_FORCE_PATH_STYLE')}")`);

  return {
    kind: 's3',
    endpoint: endpoint?.replace(/\/+$/, ''),
    bucket,
    region,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: pathStyle === 'true',
  };
}
