import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Role } from '../../../contract/roles';
import type { Config } from '../../../server/src/config';
import type { AppDatabase } from '../../../server/src/db/database';
import { migrate } from '../../../server/src/db/migrate';
import { righe } from '../../../server/src/db/sql';
import type { FileStore } from '../../../server/src/files';
import { TIPI_DI_DEPOSITO, type DepositoDiProva, type TipoDiDeposito } from './depositi-di-prova';
import { claimsOf, preparaRiferimenti } from './programmi';
import { openTestDatabase, startTestApp, testConfig, type TestApp } from './test-app';

export interface Risposta {
  readonly status: number;
  readonly body: any;
  readonly raw: Buffer;
  readonly headers: Record<string, unknown>;
}

/** The app with a file store of the test's own (a folder, or a bucket) and a small upload limit. */
export interface PortaleFile {
  readonly db: AppDatabase;
  readonly portal: TestApp;
  /** The store the app uses (as `avvolgi` returned it). */
  readonly store: FileStore;
  readonly idBando: number;
  chiama(username: string, method: string, url: string, payload?: unknown, roles?: readonly Role[]): Promise<Risposta>;
  /** `campi`: text fields sent before the file, as the browser sends them. */
  carica(
    username: string,
    url: string,
    contenuto: Buffer,
    nome?: string,
    campi?: Readonly<Record<string, string>>,
  ): Promise<Risposta>;
  /** The published files, as `pubblicato/<key>` (temporary files and removed ones awaiting the sweep excluded). */
  filePubblicati(): Promise<string[]>;
  fileTemporanei(): Promise<string[]>;
  /** Removed (replaced or deleted) files, still readable until the sweep deletes them. */
  fileRimossi(): Promise<string[]>;
  close(): Promise<void>;
}

export const LIMITE_DI_PROVA = 64 * 1024;

/** A multipart body with one `file` field (after the text fields given), built as a browser builds it. */
export async function corpoMultipart(
  contenuto: Buffer,
  nome: string,
  campo = 'file',
  campi: Readonly<Record<string, string>> = {},
) {
  const form = new FormData();
  for (const [nomeCampo, valore] of Object.entries(campi)) form.append(nomeCampo, valore);
  form.append(campo, new Blob([new Uint8Array(contenuto)], { type: 'application/pdf' }), nome);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export interface StoreDelPortale {
  /** The local folder unless told. */
  readonly tipo?: TipoDiDeposito;
  /** Wraps the store the app will use, e.g. with pause points. */
  readonly avvolgi?: (store: FileStore) => FileStore;
  /** Given the store as the test sees it (its contents, its uploads under way). */
  readonly aperto?: (deposito: DepositoDiProva) => void;
}

export async function apriPortaleFile(
  impostazioni: Partial<Config> = {},
  { tipo = TIPI_DI_DEPOSITO[0], avvolgi = (store) => store, aperto }: StoreDelPortale = {},
): Promise<PortaleFile> {
  const database = await openTestDatabase();
  await migrate(database);
  const idBando = await preparaRiferimenti(database.db);
  const deposito = await tipo.apri();
  aperto?.(deposito);
  const store = avvolgi(deposito.store);
  const portal = await startTestApp(database, {
    config: testConfig({ uploadMaxBytes: LIMITE_DI_PROVA, ...impostazioni }),
    fileStore: store,
  });
  const token = async (username: string, roles?: readonly Role[]) => {
    const { roles: claimRoles, ...claims } = claimsOf(username, roles);
    return `Bearer ${await portal.issuer.forRoles(claimRoles as Role[], claims)}`;
  };
  const risposta = (response: {
    statusCode: number;
    rawPayload: Buffer;
    headers: Record<string, unknown>;
  }): Risposta => {
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    return {
      status: response.statusCode,
      raw: response.rawPayload,
      headers: response.headers,
      body: json ? JSON.parse(response.rawPayload.toString()) : undefined,
    };
  };
  const voci = async (area: string) => (await deposito.voci()).filter((voce) => voce.startsWith(`${area}/`));
  return {
    db: database.db,
    portal,
    store,
    idBando,
    async chiama(username, method, url, payload, roles) {
      const response = await portal.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: await token(username, roles) },
        payload: payload as object,
      });
      return risposta(response);
    },
    async carica(username, url, contenuto, nome = 'documento.pdf', campi = {}) {
      const { payload, contentType } = await corpoMultipart(contenuto, nome, 'file', campi);
      const response = await portal.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { authorization: await token(username), 'content-type': contentType },
      });
      return risposta(response);
    },
    filePubblicati: () => voci('pubblicato'),
    fileTemporanei: () => voci('tmp'),
    fileRimossi: () => voci('removed'),
    async close() {
      await portal.app.close();
      await database.close();
      await deposito.close();
    },
  };
}

/** The names inside a ZIP, read back with the system's `unzip`. */
export async function vociZip(contenuto: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'zip-'));
  try {
    const path = join(dir, 'archivio.zip');
    await writeFile(path, contenuto);
    return execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }).split('\n').filter(Boolean).sort();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function inserisciBeneficiario(
  db: AppDatabase,
  idProgrammaInvestimento: number,
  codiceFiscale = '01234567897',
): Promise<number> {
  const [{ id }] = await righe<{ id: number }>(
    db,
    sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, denominazione, cod_regione)
      VALUES (${idProgrammaInvestimento}, ${codiceFiscale}, ${`Beneficiario ${codiceFiscale}`}, '12')
      RETURNING id_beneficiario AS id`,
  );
  return id;
}

/**
 * Two beneficiaries without a company name: a person (surname and name), and one with only its tax code, as
 * creaBeneficiario leaves it until the record is saved.
 */
export async function beneficiariSenzaDenominazione(
  db: AppDatabase,
  idProgrammaInvestimento: number,
): Promise<{ persona: number; appenaAggiunto: number }> {
  const persona = await inserisciBeneficiario(db, idProgrammaInvestimento, 'RSSMRA80A01H501U');
  const appenaAggiunto = await inserisciBeneficiario(db, idProgrammaInvestimento, '11122233346');
  await db.execute(sql`UPDATE beneficiario SET denominazione = NULL, cognome = 'Rossi', nome = 'Mario'
    WHERE id_beneficiario = ${persona}`);
  await db.execute(sql`UPDATE beneficiario SET denominazione = NULL WHERE id_beneficiario = ${appenaAggiunto}`);
  return { persona, appenaAggiunto };
}

export async function idProponenteDi(db: AppDatabase, idProgrammaInvestimento: number): Promise<number> {
  const [{ id }] = await righe<{ id: number }>(
    db,
    sql`SELECT id_proponente AS id FROM programma_investimento
      WHERE id_programma_investimento = ${idProgrammaInvestimento}`,
  );
  return id;
}
