import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { principalFromClaims, type Principal } from '../../server/src/auth/principal';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { oggiInItalia } from '../../server/src/engine/clock';
import type { ListaProgrammiQuery } from '../../contract/programmi/record';
import type { RunningPortal } from '../support/portal-process';
import { creaDatabaseDedicato, PostgresNonRaggiungibile, type DatabaseDedicato } from './database-dedicato';
import { istruzioneLista, querystring } from './istruzione-lista';
import { misuraLista } from './misura-lista';
import { accedi, avviaPortale } from './portale-bench';
import { seminaProgrammi } from './semina-programmi';

export const numero = (nome: string, predefinito: number) => Number(process.env[nome] ?? predefinito);

/** The load of every list bench (environment variables override each). */
export const CARICO = {
  connessioni: numero('BENCH_CONNESSIONI', 32),
  secondi: numero('BENCH_SECONDI', 10),
  giri: numero('BENCH_GIRI', 3),
};

/** What is measured (environment variables override each). */
const PARAMETRI = {
  programmi: numero('BENCH_PROGRAMMI', 100_000),
  bandi: numero('BENCH_BANDI', 20),
  utente: process.env.BENCH_UTENTE ?? 'ministero',
  /** Another name lets two runs share the PostgreSQL server without dropping each other's database. */
  database: process.env.BENCH_DATABASE_PROGRAMMI ?? 'bench_programmi',
};

/** The third page of ten of one call's programmes with 2 to 4 beneficiaries, one of them surnamed Rossi. */
const richiesta = (idBando: number): ListaProgrammiQuery => ({
  idBando,
  cognomeBeneficiario: 'Rossi',
  nBeneficiariDa: 2,
  nBeneficiariA: 4,
  _start: 20,
  _end: 30,
});

/** The same call's third page of programmes with «ossi» inside their name (the seeding's Rossi): the trigram index. */
const richiestaPerNome = (idBando: number): ListaProgrammiQuery => ({
  idBando,
  denominazione: 'ossi',
  _start: 20,
  _end: 30,
});

/** The person the portal sees in a token, as its own authentication hook builds it. */
export function principaleDelToken(token: string): Principal {
  const config = loadConfig();
  return principalFromClaims(decodeJwt(token), { clientId: config.oidc.clientId, securityRole: config.securityRole });
}

/** A dedicated database (migrated, seeded by `semina`), the portal on it and a signed-in user's token; then cleanup. */
export async function conPortale<T, S>(
  nome: string,
  titolo: string,
  utente: string,
  semina: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<S>,
  misura: (ambiente: { database: DatabaseDedicato; portale: RunningPortal; token: string; seminato: S }) => Promise<T>,
): Promise<T | Record<string, string>> {
  let database: DatabaseDedicato;
  try {
    database = await creaDatabaseDedicato(nome);
  } catch (errore) {
    if (errore instanceof PostgresNonRaggiungibile) return { [titolo]: `non misurata. ${errore.message}` };
    throw errore;
  }
  const cartella = await mkdtemp(join(tmpdir(), 'bench-interfaccia-'));
  let portale: RunningPortal | undefined;
  try {
    const connessione = await openDatabase({ url: database.url });
    let seminato: S;
    try {
      await migrate(connessione);
      seminato = await semina(connessione.db);
    } finally {
      await connessione.close();
    }
    portale = await avviaPortale(database, cartella);
    const token = await accedi(portale, utente);
    return await misura({ database, portale, token, seminato });
  } finally {
    await portale?.stop();
    await rm(cartella, { recursive: true, force: true });
    await database.elimina();
  }
}

export async function misuraListaProgrammi(): Promise<Record<string, string>> {
  return conPortale(
    PARAMETRI.database,
    'Lista dei programmi',
    PARAMETRI.utente,
    async (db) => {
      const inizio = performance.now();
      const { idBandi } = await seminaProgrammi(db, PARAMETRI);
      return { idBandi, secondi: (performance.now() - inizio) / 1000 };
    },
    async ({ database, portale, token, seminato: { idBandi, secondi } }) => {
      const config = loadConfig();
      const idBando = idBandi[Math.min(2, idBandi.length - 1)];
      const misura = async (query: ListaProgrammiQuery) =>
        misuraLista({
          database,
          portale,
          token,
          utente: PARAMETRI.utente,
          url: `${portale.url}/api/programma/getListaProgrammiInvestimento?${querystring(query)}`,
          istruzione: istruzioneLista(
            principaleDelToken(token),
            { oggi: oggiInItalia(), regole: config.scadenze },
            query,
          ),
          campoId: 'idProgrammaInvestimento',
          carico: CARICO,
        });
      const rapporto = await misura(richiesta(idBando));
      const perNome = await misura(richiestaPerNome(idBando));
      return {
        'Lista dei programmi': '',
        Dati: `${PARAMETRI.programmi} programmi su ${PARAMETRI.bandi} bandi, seminati in ${secondi.toFixed(1)} s`,
        ...rapporto,
        'Lista dei programmi per parte del nome': '',
        ...Object.fromEntries(Object.entries(perNome).map(([voce, valore]) => [`${voce} (per nome)`, valore])),
      };
    },
  );
}
