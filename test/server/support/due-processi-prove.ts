import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { righe } from '../../../server/src/db/sql';

/** Two portal processes as both versions of the test see them: each reachable by its own address, one database. */
interface Processi {
  readonly processi: readonly { readonly url: string }[];
  readonly database: Database;
}

/** Both processes sign with the same keys, created once although both started together on an empty database. */
export async function stesseChiaviCreateUnaVolta({ processi, database }: Processi): Promise<void> {
  const chiavi = await Promise.all(
    processi.map(async ({ url }) => (await fetch(`${url}/oidc/jwks`)).json() as Promise<{ keys: unknown[] }>),
  );
  expect(chiavi[0].keys).toHaveLength(1);
  expect(chiavi[1]).toEqual(chiavi[0]);
  const righeChiavi = await righe<{ nome: string }>(database.db, sql`SELECT nome FROM oidc_chiavi ORDER BY nome`);
  expect(righeChiavi.map(({ nome }) => nome)).toEqual(['cookie', 'firma']);
}

/** Each process, asked directly, accepts the token for the path, whichever process issued it. */
export async function tokenValidoSuOgniProcesso({ processi }: Processi, path: string, token: string): Promise<void> {
  for (const { url } of processi) {
    const risposta = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(risposta.status).toBe(200);
  }
}
