import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { righe } from '../db/sql';
import {
  COOKIE_KEYS_FILE,
  createCookieKey,
  createSigningKey,
  readIfPresent,
  SIGNING_KEYS_FILE,
  type ProviderSecrets,
} from './secrets';

type NomeChiavi = 'firma' | 'cookie';

/**
 * The value stored under `nome`; on the first start the first process to insert wins, and every other process,
 * starting at the same instant or later, reads the winner's value: they all sign with the same keys.
 */
async function leggiOCrea<T>(db: AppDatabase, nome: NomeChiavi, crea: () => Promise<T>): Promise<T> {
  const leggi = async () =>
    (await righe<{ valore: T }>(db, sql`SELECT valore FROM oidc_chiavi WHERE nome = ${nome}`))[0]?.valore;
  const esistente = await leggi();
  if (esistente !== undefined) return esistente;
  await db.execute(
    sql`INSERT INTO oidc_chiavi (nome, valore) VALUES (${nome}, ${JSON.stringify(await crea())}::jsonb)
        ON CONFLICT (nome) DO NOTHING`,
  );
  const vincitore = await leggi();
  if (vincitore === undefined) throw new Error(`Chiavi "${nome}" del fornitore di identità non salvate`);
  return vincitore;
}

/**
 * The provider's keys from `oidc_chiavi` (migration 025). On the first start they are those of the files a single
 * process kept in `directory` before (so its sessions and tokens stay valid), or new ones.
 */
export async function chiaviDalDatabase(db: AppDatabase, directory: string): Promise<ProviderSecrets> {
  const signingKeys = await leggiOCrea(db, 'firma', async () => {
    const daFile = await readIfPresent<ProviderSecrets['signingKeys']>(join(directory, SIGNING_KEYS_FILE));
    return daFile ?? { keys: [await createSigningKey()] };
  });
  const cookieKeys = await leggiOCrea(db, 'cookie', async () => {
    const daFile = await readIfPresent<string[]>(join(directory, COOKIE_KEYS_FILE));
    return daFile ?? [createCookieKey()];
  });
  return { signingKeys, cookieKeys };
}

/**
 * Replaces the signing key with a new one: every token signed before is refused once the processes restart
 * (a suspected leak). Sessions and their cookies stay valid, so people get new tokens without typing a password.
 */
export async function sostituisciChiaveDiFirma(db: AppDatabase): Promise<void> {
  const valore = JSON.stringify({ keys: [await createSigningKey()] });
  await db.execute(
    sql`INSERT INTO oidc_chiavi (nome, valore) VALUES ('firma', ${valore}::jsonb)
        ON CONFLICT (nome) DO UPDATE SET valore = excluded.valore, creata_il = now()`,
  );
}
