import { createPublicKey, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';

export interface ProviderSecrets {
  /** Private RS256 signing keys, as oidc-provider's `jwks` wants them. */
  readonly signingKeys: { keys: JWK[] };
  /** Keys that sign the provider's cookies. */
  readonly cookieKeys: string[];
}

const isErrorCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException).code === code;

async function readOrCreate<T>(path: string, create: () => Promise<T>): Promise<T> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  }
  const created = await create();
  try {
    await writeFile(path, JSON.stringify(created, null, 2), { mode: 0o600, flag: 'wx' });
    return created;
  } catch (error) {
    // Another process starting on the same folder wrote it first: use theirs.
    if (isErrorCode(error, 'EEXIST')) return JSON.parse(await readFile(path, 'utf8')) as T;
    throw error;
  }
}

async function createSigningKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

/** Reads the provider's keys from `directory`, creating them on the first start. */
export async function loadOrCreateSecrets(directory: string): Promise<ProviderSecrets> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const signingKeys = await readOrCreate(join(directory, 'jwks.json'), async () => ({
    keys: [await createSigningKey()],
  }));
  const cookieKeys = await readOrCreate(join(directory, 'cookie-keys.json'), async () => [
    randomBytes(32).toString('base64url'),
  ]);
  return { signingKeys, cookieKeys };
}

export function publicKeys(signingKeys: ProviderSecrets['signingKeys']): { keys: JWK[] } {
  return {
    keys: signingKeys.keys.map(({ kid, alg, use, ...privateJwk }) => ({
      ...(createPublicKey({ key: privateJwk as JsonWebKey, format: 'jwk' }).export({ format: 'jwk' }) as JWK),
      kid,
      alg,
      use,
    })),
  };
}
