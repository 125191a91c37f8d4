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

export async function createSigningKey(): Promise<JWK> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' };
}

export const createCookieKey = (): string => randomBytes(32).toString('base64url');

export const SIGNING_KEYS_FILE = 'jwks.json';
export const COOKIE_KEYS_FILE = 'cookie-keys.json';

/** Reads the provider's keys from `directory`, creating them on the first start. */
export async function loadOrCreateSecrets(directory: string): Promise<ProviderSecrets> {
  await mkdir(directory, { recursive: true, mode: 0o700 });
  const signingKeys = await readOrCreate(join(directory, SIGNING_KEYS_FILE), async () => ({
    keys: [await createSigningKey()],
  }));
  const cookieKeys = await readOrCreate(join(directory, COOKIE_KEYS_FILE), async () => [createCookieKey()]);
  return { signingKeys, cookieKeys };
}

/** The file's JSON, or undefined when there is no such file. */
export async function readIfPresent<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return undefined;
    throw error;
  }
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
