import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import type { RunningPortal } from '../support/portal-process';
import { CLIENTE_HTTP } from './cliente-http';
import { confronta, type Carico } from './confronto';
import type { DatabaseDedicato } from './database-dedicato';
import type { Istruzione } from './istruzione-lista';
import { POOL_PORTALE } from './portale-bench';
import { scriptPgbench } from './script-pgbench';

/** The goals of issues 11 and 12: the portal's throughput against pgbench's on the same statement, and its p99. */
export const OBIETTIVO_RAPPORTO = 0.8;
export const OBIETTIVO_P99_RAPPORTO = 1.3;

export interface ListaDaMisurare {
  readonly database: DatabaseDedicato;
  readonly portale: RunningPortal;
  readonly token: string;
  readonly utente: string;
  /** The list's address, query string included. */
  readonly url: string;
  /** The statement the server runs for it, rendered by the route's own builder. */
  readonly istruzione: Istruzione;
  /** The field of each row that names it, compared between the answer and the statement's rows. */
  readonly campoId: string;
  readonly carico: Carico;
}

export async function interroga<R extends pg.QueryResultRow>(
  database: DatabaseDedicato,
  { text, params }: Istruzione,
  prefisso = '',
) {
  // The portal's session settings (server/src/db/database.ts).
  const client = new pg.Client({ connectionString: database.url, options: '-c jit=off' });
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
async function verificaIstruzione({ database, istruzione, url, token, campoId }: ListaDaMisurare) {
  const risposta = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!risposta.ok) throw new Error(`La lista ha risposto HTTP ${risposta.status}: ${await risposta.text()}`);
  const cookie = risposta.headers
    .getSetCookie()
    .map((intestazione) => intestazione.split(';')[0])
    .join('; ');
  const dalServer = ((await risposta.json()) as Record<string, unknown>[]).map((riga) => riga[campoId]);
  const dallIstruzione = (await interroga<Record<string, unknown>>(database, istruzione)).map((riga) => riga[campoId]);
  if (dalServer.length === 0 || dalServer.join() !== dallIstruzione.join()) {
    throw new Error(
      `L'istruzione resa non trova la pagina del server: ${dallIstruzione.join()} invece di ${dalServer.join()}`,
    );
  }
  return { righe: dalServer.length, totale: Number(risposta.headers.get('x-total-count')), cookie };
}

export const ms = (valore: number) => `${valore.toFixed(1)} ms`;
/** CPU per request is a fraction of a millisecond: the client's is hundredths of one. */
const cpu = (valore: number) => `${valore.toFixed(2)} ms`;
const quota = (valore: number) => `${(valore * 100).toFixed(0)}%`;

function esito(rapporto: number, p99Rapporto: number): string {
  const mancati = [
    ...(rapporto < OBIETTIVO_RAPPORTO ? [`rapporto ${rapporto.toFixed(2)} < ${OBIETTIVO_RAPPORTO}`] : []),
    ...(p99Rapporto > OBIETTIVO_P99_RAPPORTO
      ? [`p99 ${p99Rapporto.toFixed(2)} × quello di pgbench > ${OBIETTIVO_P99_RAPPORTO}`]
      : []),
  ];
  return mancati.length === 0 ? 'rispettati' : `NON rispettati: ${mancati.join('; ')}`;
}

export const macchina = () =>
  `${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ` +
  `carico medio (1 min) ${loadavg()[0].toFixed(1)} alle ${new Date().toISOString().slice(11, 16)} UTC`;

/** The HTTP client on the list and pgbench on its statement, side by side in rounds; the report's lines. */
export async function misuraLista(lista: ListaDaMisurare): Promise<Record<string, string>> {
  const { database, istruzione, url, portale, token, carico, utente } = lista;
  const pagina = await verificaIstruzione(lista);
  const piano = await interroga<{ 'QUERY PLAN': string }>(database, istruzione, 'EXPLAIN (ANALYZE, BUFFERS) ');
  const inizio = macchina();
  const misura = await confronta(
    url,
    { token, cookie: pagina.cookie },
    portale.process.pid ?? 0,
    database,
    scriptPgbench(istruzione),
    carico,
  );
  const giri = misura.giri.map(
    (giro, indice) =>
      `\n  giro ${indice + 1}: HTTP ${giro.http.rps.toFixed(1)} richieste/s ` +
      `p99 ${ms(giro.http.p99Ms)} (${giro.http.richieste}, CPU del portale ${cpu(giro.cpuPortaleMs)}, di PostgreSQL ` +
      `${cpu(giro.cpuPostgresHttpMs)} e del client ${cpu(giro.cpuClienteHttpMs)} a richiesta; ` +
      `il portale ha atteso un core ${cpu(giro.attesaPortaleMs)} a richiesta); ` +
      `SQL ${giro.sql.tps.toFixed(1)} tps p99 ${ms(giro.sql.p99Ms)} (${giro.sql.transazioni}, CPU di PostgreSQL ` +
      `${cpu(giro.cpuPostgresSqlMs)} e di pgbench ${cpu(giro.cpuClienteSqlMs)} a transazione); ` +
      `rapporto della CPU ${giro.rapportoCpu.toFixed(2)}, con i client ${giro.rapportoCpuConClienti.toFixed(2)}; ` +
      `rapporto ${giro.rapporto.toFixed(2)}, p99 ${(giro.http.p99Ms / giro.sql.p99Ms).toFixed(2)} ×; ` +
      `macchina: ${cpu(giro.macchinaHttp.occupataMs)} a richiesta (softirq ${cpu(giro.macchinaHttp.softirqMs)}, ` +
      `inattiva ${quota(giro.macchinaHttp.inattiva)}, rubata ${quota(giro.macchinaHttp.rubata)}), ` +
      `${cpu(giro.macchinaSql.occupataMs)} a transazione (softirq ${cpu(giro.macchinaSql.softirqMs)}, ` +
      `inattiva ${quota(giro.macchinaSql.inattiva)}, rubata ${quota(giro.macchinaSql.rubata)}); ` +
      `carico ${giro.carico.toFixed(1)}`,
  );
  return {
    Macchina: inizio,
    Richiesta: `GET ${url.replace(portale.url, '')} come ${utente}: ${pagina.righe} righe di ${pagina.totale}`,
    'Istruzione SQL (una esecuzione)': piano
      .filter((riga) => / Time: /.test(riga['QUERY PLAN']))
      .map((riga) => riga['QUERY PLAN'])
      .join(', '),
    Carico:
      `${carico.connessioni} connessioni (${CLIENTE_HTTP}) e ${carico.connessioni} client ` +
      `(pgbench), il portale con ${POOL_PORTALE} connessioni a PostgreSQL, ` +
      `${carico.giri} giri di ${carico.secondi} s ciascuno${giri.join('')}`,
    [`${CLIENTE_HTTP} (HTTP), mediana`]:
      `${misura.rps.toFixed(1)} richieste/s, p99 ${ms(misura.p99HttpMs)}, ` +
      `CPU del processo del portale ${cpu(misura.cpuPortaleMs)} a richiesta`,
    'pgbench (SQL), mediana': `${misura.tps.toFixed(1)} tps, p99 ${ms(misura.p99SqlMs)}`,
    'Rapporto HTTP/pgbench, mediana': `${misura.rapporto.toFixed(2)} (obiettivo ≥ ${OBIETTIVO_RAPPORTO})`,
    'CPU a richiesta, mediana':
      `portale ${cpu(misura.cpuPortaleMs)} + PostgreSQL ${cpu(misura.cpuPostgresHttpMs)}; pgbench: PostgreSQL ` +
      `${cpu(misura.cpuPostgresSqlMs)} a transazione; rapporto della CPU (pgbench/portale) ` +
      `${misura.rapportoCpu.toFixed(2)}, il rapporto di throughput atteso su una macchina scarica`,
    'CPU dei client, mediana':
      `${CLIENTE_HTTP} ${cpu(misura.cpuClienteHttpMs)} a richiesta (al netto del campionamento di PostgreSQL, ` +
      `${ms(misura.campionamentoMsAlSecondo)} al secondo); ` +
      `pgbench ${cpu(misura.cpuClienteSqlMs)} a transazione; ` +
      `rapporto della CPU con i client ${misura.rapportoCpuConClienti.toFixed(2)}`,
    'p99 HTTP / p99 SQL, mediana': `${misura.p99Rapporto.toFixed(2)} (obiettivo ≤ ${OBIETTIVO_P99_RAPPORTO})`,
    Obiettivi: esito(misura.rapporto, misura.p99Rapporto),
    Piano: `\n${piano.map((riga) => `  ${riga['QUERY PLAN']}`).join('\n')}`,
  };
}
