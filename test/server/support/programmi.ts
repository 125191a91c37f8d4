import { sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { StatoProgramma } from '../../../contract/programmi/stati';
import type { Role } from '../../../contract/roles';
import { principalFromClaims, type Principal } from '../../../server/src/auth/principal';
import type { AppDatabase, Database } from '../../../server/src/db/database';
import { migrate } from '../../../server/src/db/migrate';
import { righe } from '../../../server/src/db/sql';
import { bando, utente } from '../../../server/src/db/schema';
import { DEMO_USERS } from '../../../server/src/oidc/demo-users';
import { startTestApp, openTestDatabase, testConfig, type TestApp } from './test-app';

/** The demo users' claims, as the embedded provider puts them in an access token. */
export function claimsOf(username: string, roles?: readonly Role[]): JWTPayload {
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`Utente dimostrativo sconosciuto: ${username}`);
  return {
    sub: user.id,
    preferred_username: user.username,
    name: `${user.givenName} ${user.familyName}`,
    cuaa: user.cuaa ? [...user.cuaa] : undefined,
    cod_regione: user.codRegione,
    abi: user.abi,
    roles: roles ?? user.roles,
  };
}

/** The demo user as the server sees them, for calling the module's functions directly. */
export function principaleDi(username: string): Principal {
  const { roles, ...claims } = claimsOf(username);
  return principalFromClaims(
    { ...claims, resource_access: { portale: { roles } } },
    { clientId: 'portale', securityRole: true },
  );
}

export const CUAA_P1 = '01234567897';
export const CUAA_P1_VENETO = '09876543217';
export const CUAA_P2 = '11122233346';

export interface Portale {
  readonly database: Database;
  readonly db: AppDatabase;
  readonly portal: TestApp;
  /** Bearer headers of a demo user (optionally with other roles). */
  headers(username: string, roles?: readonly Role[]): Promise<Record<string, string>>;
  chiama(
    username: string,
    method: string,
    url: string,
    payload?: unknown,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** A migrated database of the test file's own (no demo data unless `seed`), the app on it, and demo users' tokens. */
export async function apriPortale(
  prepare?: (database: Database) => Promise<void>,
  env?: Record<string, string>,
): Promise<Portale> {
  const database = await openTestDatabase();
  await migrate(database);
  await prepare?.(database);
  const portal = await startTestApp(database, env ? { config: testConfig({}, env) } : {});
  const tokens = new Map<string, string>();
  const headers = async (username: string, roles?: readonly Role[]) => {
    const key = `${username}:${roles?.join(',') ?? ''}`;
    if (!tokens.has(key)) {
      const { roles: claimRoles, ...claims } = claimsOf(username, roles);
      tokens.set(key, await portal.issuer.forRoles(claimRoles as Role[], claims));
    }
    return { authorization: `Bearer ${tokens.get(key)}` };
  };
  return {
    database,
    db: database.db,
    portal,
    headers,
    async chiama(username, method, url, payload) {
      const response = await portal.app.inject({
        method: method as 'GET',
        url,
        headers: await headers(username),
        payload: payload as object,
      });
      const text = response.body;
      return { status: response.statusCode, body: text ? JSON.parse(text) : undefined, headers: response.headers };
    },
    async close() {
      await portal.app.close();
      await database.close();
    },
  };
}

/** A call open today, and the demo users in the people table. */
export async function preparaRiferimenti(db: AppDatabase): Promise<number> {
  await db.insert(utente).values(
    DEMO_USERS.map((user) => ({
      username: user.username,
      nome: user.givenName,
      cognome: user.familyName,
      codiceFiscale: user.codiceFiscale,
      ruoli: [...user.roles],
    })),
  );
  const [{ idBando }] = await db
    .insert(bando)
    .values({
      descrizione: 'Bando di prova',
      tipologia: 'V',
      dataApertura: '2020-01-01',
      dataChiusura: '2099-12-31',
      budget: '1000000.00',
    })
    .returning({ idBando: bando.idBando });
  return idBando;
}

export interface Fixture {
  readonly idBando: number;
  readonly stato?: StatoProgramma;
  readonly cuaa?: string;
  readonly codRegione?: string;
  readonly assegnati?: readonly string[];
  readonly abi?: string;
  /** Seen by the validator: by default once the state comes after the validation request. */
  readonly validazione?: boolean;
}

const DOPO_VALIDAZIONE = [
  'IN_VALIDAZIONE',
  'PREAVVISO_RIGETTO',
  'VALIDATO',
  'APPROVATO',
  'IN_SUBENTRO',
  'IN_VARIAZIONE',
  'NON_AMMESSO',
];

const COMPLETO = {
  titolo: 'Filiera di prova',
  descrizione: 'Descrizione',
  importo: '1000000.00',
  inizio: '2025-01-01',
  fine: '2027-12-31',
};

/**
 * A complete programme in the given state, as the review would have left it: assigned, seen by the validator once it
 * reached validation, with the bank given.
 */
export async function inserisciProgramma(db: AppDatabase, fixture: Fixture): Promise<number> {
  const { idBando, stato = 'BOZZA', cuaa = CUAA_P1, codRegione = '12', assegnati = [], abi = '03069' } = fixture;
  const validazione = fixture.validazione ?? DOPO_VALIDAZIONE.includes(stato);
  const [{ id }] = await righe<{ id: number }>(
    db,
    sql`INSERT INTO programma_investimento (id_bando, cuaa, denominazione, cod_regione, id_stato, titolo, descrizione,
        importo_richiesto, data_inizio, data_fine, n_beneficiari, abi_banca, validazione_richiesta_il, stato_dal)
      VALUES (${idBando}, ${cuaa}, ${`Azienda ${cuaa}`}, ${codRegione}, ${stato}, ${COMPLETO.titolo},
      ${COMPLETO.descrizione},
        ${COMPLETO.importo}, ${COMPLETO.inizio}, ${COMPLETO.fine}, 2, ${abi},
        ${validazione ? sql`now() - interval '1 day'` : null},
        now() - interval '1 day')
      RETURNING id_programma_investimento AS id`,
  );
  for (const username of assegnati) {
    await db.execute(sql`INSERT INTO programma_assegnatario (id_programma_investimento, username, nominativo,
      assegnato_da)
      VALUES (${id}, ${username}, ${username}, 'coordinatore')`);
  }
  return id;
}

/** Files and checklists that satisfy every guard of the review. */
export async function soddisfaGuardie(
  db: AppDatabase,
  id: number,
  tipi = ['APPROVAZIONE', 'INTEGRAZIONE', 'CONTRODEDUZIONI'],
): Promise<void> {
  await db.execute(sql`INSERT INTO checklist (id_programma_investimento, completa) VALUES (${id}, true)`);
  for (const tipo of tipi) {
    await db.execute(
      sql`INSERT INTO allegato_programma (id_programma_investimento, tipo, pubblicato) VALUES (${id}, ${tipo}, true)`,
    );
  }
}

export async function statoDi(db: AppDatabase, id: number): Promise<string> {
  const [row] = await righe<{ idStato: string }>(
    db,
    sql`SELECT id_stato AS "idStato" FROM programma_investimento WHERE id_programma_investimento = ${id}`,
  );
  return row?.idStato;
}
