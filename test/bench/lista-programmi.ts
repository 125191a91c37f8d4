import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { principalFromClaims } from '../../server/src/auth/principal';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';
import { migrate } from '../../server/src/db/migrate';
import { oggiInItalia } from '../../server/src/modules/programma/orologio';
import type { ListaProgrammiQuery } from '../../contract/programmi/record';
import type { RunningPortal } from '../support/portal-process';
import { confronta } from './confronto';
import { creaDatabaseDedicato, PostgresNonRaggiungibile, type DatabaseDedicato } from './database-dedicato';
import { istruzioneLista, querystring, type Istruzione } from './istruzione-lista';
import { accedi, avviaPortale } from './portale-bench';
import { scriptPgbench } from './script-pgbench';
import { seminaProgrammi } from './semina-programmi';

const numero = (nome: string, predefinito: number) => Number(process.env[nome] ?? predefinito);

/** What is measured (environment variables override each). */
const PARAMETRI = {
  programmi: numero('BENCH_PROGRAMMI', 100_000),
  bandi: numero('BENCH_BANDI', 20),
  connessioni: numero('BENCH_CONNESSIONI', 32),
  secondi: numero('BENCH_SECONDI', 10),
  giri: numero('BENCH_GIRI', 3),
  utente: process.env.BENCH_UTENTE ?? 'ministero',
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

const OBIETTIVO_RAPPORTO = 0.5;
const OBIETTIVO_P99_MS = 25;

async function prepara(database: DatabaseDedicato) {
  const connessione = await openDatabase({ url: database.url });
  try {
    await migrate(connessione);
    const inizio = performance.now();
    const { idBandi } = await seminaProgrammi(connessione.db, PARAMETRI);
    return { idBandi, secondiSemina: (performance.now() - inizio) / 1000 };
  } finally {
    await connessione.close();
  }
}

async function interroga<R extends pg.QueryResultRow>(
  database: DatabaseDedicato,
  { text, params }: Istruzione,
  prefisso = '',
) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<R>(prefisso + text, [...params])).rows;
  } finally {
    await client.end();
  }
}

/**
 * The rendered statement must find the page the server answered, or pgbench would measure something else.
 * Answers the cookies of that first answer, which a browser sends back from then on.
 */
async function verificaIstruzione(database: DatabaseDedicato, istruzione: Istruzione, url: string, token: string) {
  const risposta = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!risposta.ok) throw new Error(`La lista ha risposto HTTP ${risposta.status}: ${await risposta.text()}`);
  const cookie = risposta.headers
    .getSetCookie()
    .map((intestazione) => intestazione.split(';')[0])
    .join('; ');
  const dalServer = ((await risposta.json()) as { idProgrammaInvestimento: number }[]).map(
    (riga) => riga.idProgrammaInvestimento,
  );
  const dallIstruzione = (await interroga<{ idProgrammaInvestimento: number }>(database, istruzione)).map(
    (riga) => riga.idProgrammaInvestimento,
  );
  if (dalServer.length === 0 || dalServer.join() !== dallIstruzione.join()) {
    throw new Error(
      `L'istruzione resa non trova la pagina del server: ${dallIstruzione.join()} invece di ${dalServer.join()}`,
    );
  }
  return { righe: dalServer.length, totale: Number(risposta.headers.get('x-total-count')), cookie };
}

const ms = (valore: number) => `${valore.toFixed(1)} ms`;

function esito(rapporto: number, p99Ms: number): string {
  const mancati = [
    ...(rapporto < OBIETTIVO_RAPPORTO ? [`rapporto ${rapporto.toFixed(2)} < ${OBIETTIVO_RAPPORTO}`] : []),
    ...(p99Ms > OBIETTIVO_P99_MS ? [`p99 ${ms(p99Ms)} > ${OBIETTIVO_P99_MS} ms`] : []),
  ];
  return mancati.length === 0 ? 'rispettati' : `NON rispettati: ${mancati.join('; ')}`;
}

export async function misuraListaProgrammi(): Promise<Record<string, string>> {
  let database: DatabaseDedicato;
  try {
    database = await creaDatabaseDedicato();
  } catch (errore) {
    if (errore instanceof PostgresNonRaggiungibile) return { 'Lista dei programmi': `non misurata. ${errore.message}` };
    throw errore;
  }
  const cartella = await mkdtemp(join(tmpdir(), 'bench-interfaccia-'));
  let portale: RunningPortal | undefined;
  try {
    const { idBandi, secondiSemina } = await prepara(database);
    portale = await avviaPortale(database, cartella);
    const token = await accedi(portale, PARAMETRI.utente);
    const config = loadConfig();
    const principal = principalFromClaims(decodeJwt(token), {
      clientId: config.oidc.clientId,
      securityRole: config.securityRole,
    });
    const query = richiesta(idBandi[Math.min(2, idBandi.length - 1)]);
    const istruzione = istruzioneLista(principal, { oggi: oggiInItalia(), regole: config.scadenze }, query);
    const url = `${portale.url}/api/programma/getListaProgrammiInvestimento?${querystring(query)}`;
    const pagina = await verificaIstruzione(database, istruzione, url, token);
    const piano = await interroga<{ 'QUERY PLAN': string }>(database, istruzione, 'EXPLAIN (ANALYZE, BUFFERS) ');
    const caricoPrima = loadavg()[0];
    const misura = await confronta(
      url,
      { token, cookie: pagina.cookie },
      portale.process.pid ?? 0,
      database,
      scriptPgbench(istruzione),
      PARAMETRI,
    );
    const giri = misura.giri.map(
      ({ http, cpuPortaleMs, sql, rapporto, carico }, indice) =>
        `\n  giro ${indice + 1}: HTTP ${http.rps.toFixed(1)} richieste/s ` +
        `p99 ${ms(http.p99Ms)} (${http.richieste}, CPU del portale ${ms(cpuPortaleMs)} a richiesta); ` +
        `SQL ${sql.tps.toFixed(1)} tps p99 ${ms(sql.p99Ms)} (${sql.transazioni}); ` +
        `rapporto ${rapporto.toFixed(2)}; carico ${carico.toFixed(1)}`,
    );
    return {
      Macchina:
        `${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ` +
        `carico medio (1 min) ${caricoPrima.toFixed(1)} all'inizio`,
      Dati: `${PARAMETRI.programmi} programmi su ${PARAMETRI.bandi} bandi, seminati in ${secondiSemina.toFixed(1)} s`,
      Richiesta:
        `GET ${url.replace(portale.url, '')} come ${PARAMETRI.utente}: ${pagina.righe} righe ` + `di ${pagina.totale}`,
      'Istruzione SQL (una esecuzione)': piano
        .filter((riga) => / Time: /.test(riga['QUERY PLAN']))
        .map((riga) => riga['QUERY PLAN'])
        .join(', '),
      Carico:
        `${PARAMETRI.connessioni} connessioni (autocannon) e ${PARAMETRI.connessioni} client ` +
        `(pgbench), ${PARAMETRI.giri} giri di ${PARAMETRI.secondi} s ciascuno${giri.join('')}`,
      'autocannon (HTTP), mediana':
        `${misura.rps.toFixed(1)} richieste/s, p99 ${ms(misura.p99HttpMs)}, ` +
        `CPU del processo del portale ${ms(misura.cpuPortaleMs)} a richiesta`,
      'pgbench (SQL), mediana': `${misura.tps.toFixed(1)} tps, p99 ${ms(misura.p99SqlMs)}`,
      'Rapporto autocannon/pgbench, mediana': `${misura.rapporto.toFixed(2)} (obiettivo ≥ ${OBIETTIVO_RAPPORTO})`,
      Obiettivi: `${esito(misura.rapporto, misura.p99HttpMs)} (p99 obiettivo ≤ ${OBIETTIVO_P99_MS} ms)`,
      Piano: `\n${piano.map((riga) => `  ${riga['QUERY PLAN']}`).join('\n')}`,
    };
  } finally {
    await portale?.stop();
    await rm(cartella, { recursive: true, force: true });
    await database.elimina();
  }
}
