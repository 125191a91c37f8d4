import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keyLength: number) => Promise<Buffer>;

interface PasswordHash {
  readonly salt: Buffer;
  readonly hash: Buffer;
}

async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await scryptAsync(password, salt, 32) };
}

const passwordHashes = new Map(DEMO_USERS.map((user) => [user.username, hashPassword(DEMO_PASSWORD)]));
// An unknown name costs the same scrypt as a known one, so the time taken does not tell which names exist.
const unknownUserHash = hashPassword(randomBytes(16).toString('hex'));

export async function authenticate(username: string, password: string): Promise<DemoUser | undefined> {
  const expected = await (passwordHashes.get(username) ?? unknownUserHash);
  const given = await scryptAsync(password, expected.salt, expected.hash.length);
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  return timingSafeEqual(given, expected.hash) && user ? user : undefined;
}

export const findUserById = (id: string): DemoUser | undefined => DEMO_USERS.find((user) => user.id === id);

/** The claims the server and keycloak-js read, in the shape a Keycloak realm gives them. */
export const PROFILE_CLAIMS = [
  'preferred_username',
  'name',
  'given_name',
  'family_name',
  'email',
  'resource_access',
  'codice_fiscale',
  'cuaa',
  'cod_regione',
  'abi',
] as const;

export type ProfileClaims = Partial<Record<(typeof PROFILE_CLAIMS)[number], unknown>>;

export function profileClaims(user: DemoUser, clientId: string): ProfileClaims {
  return {
    preferred_username: user.username,
    name: `${user.givenName} ${user.familyName}`,
    given_name: user.givenName,
    family_name: user.familyName,
    email: `${user.username}@contratti-filiera.example`,
    resource_access: { [clientId]: { roles: [...user.roles] } },
    codice_fiscale: user.codiceFiscale,
    ...(user.cuaa && { cuaa: [...user.cuaa] }),
    ...(user.codRegione && { cod_regione: user.codRegione }),
    ...(user.abi && { abi: user.abi }),
  };
}
