import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../server/src/db/database';
import { righe } from '../../../server/src/db/sql';
import { CodeFlowClient } from '../../../server/src/oidc/code-flow-client';
import { DEMO_PASSWORD } from '../../../server/src/oidc/demo-users';

/** A demo user's access token from the running portal, through the real code flow. */
export async function tokenDi(url: string, username: string): Promise<string> {
  const client = new CodeFlowClient({
    issuer: `${url}/oidc`,
    clientId: 'contratti-filiera-fe',
    redirectUri: `${url}/contratti-filiera-fe/`,
  });
  return (await client.logIn(username, DEMO_PASSWORD)).access_token;
}

export const sha256 = (contenuto: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(contenuto as ArrayBuffer))
    .digest('hex');

/** Starts a multipart upload, sends half of it and never the rest: an upload under way when the process dies. */
export function caricamentoSospeso(url: string, path: string, token: string, corpo: Buffer, contentType: string) {
  const richiesta = request(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': corpo.length },
  });
  richiesta.on('error', () => undefined);
  richiesta.write(corpo.subarray(0, Math.floor(corpo.length / 2)));
  return richiesta;
}

/** Every key a row names, in every table with a stored file (the catalogue, as the sweep reads it). */
export async function chiaviDelleRighe(db: AppDatabase): Promise<string[]> {
  const tabelle = await righe<{ tabella: string }>(
    db,
    sql`SELECT table_name AS tabella FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'chiave_file' AND data_type = 'uuid'`,
  );
  const chiavi: string[] = [];
  for (const { tabella } of tabelle) {
    const trovate = await righe<{ chiave: string }>(
      db,
      sql`SELECT chiave_file::text AS chiave FROM ${sql.identifier(tabella)} WHERE chiave_file IS NOT NULL`,
    );
    chiavi.push(...trovate.map(({ chiave }) => chiave));
  }
  return chiavi;
}
