import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { righeDellaGraduatoria } from '../../server/src/modules/graduatoria/regola';
import { mediana } from './confronto';
import { cpuMs } from './cpu-processo';
import { osservaPostgres } from './cpu-postgres';
import { conPortale, numero } from './lista-programmi';
import { interroga, macchina, ms } from './misura-lista';
import { seminaDomande } from './semina-domande';
import { seminaValutazioni } from './semina-valutazioni';

/** Issue 12's ranking: a call of 10,000 evaluated applications (environment variables override). */
const PARAMETRI = {
  domande: numero('BENCH_DOMANDE_GRADUATORIA', 10_000),
  letture: numero('BENCH_LETTURE_GRADUATORIA', 5),
  budget: 3_000_000_000,
  punteggioMinimo: 30,
};
const OBIETTIVO_PROVVISORIA_MS = 1_000;
const OBIETTIVO_FINALIZZA_MS = 3_000;

type Osservatore = Awaited<ReturnType<typeof osservaPostgres>>;

interface Chiamata {
  readonly durata: number;
  /** CPU spent by the portal's process and by PostgreSQL's sessions meanwhile. */
  readonly cpuPortale: number;
  readonly cpuPostgres: number;
  readonly corpo: { definitiva: boolean; righe: { esito: string }[] };
  readonly byte: number;
}

/** One call through HTTP as the browser makes it, timed to the last byte of the answer. */
async function chiama(url: string, token: string, pid: number, postgres: Osservatore): Promise<Chiamata> {
  const cpuPrima = cpuMs(pid);
  const inizio = performance.now();
  const { risultato, cpuMs: cpuPostgres } = await postgres.misura(async () => {
    const risposta = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    return { risposta, corpo: await risposta.text() };
  });
  const durata = performance.now() - inizio;
  const { risposta, corpo } = risultato;
  if (!risposta.ok) throw new Error(`${url} ha risposto HTTP ${risposta.status}: ${corpo.slice(0, 500)}`);
  return {
    durata,
    cpuPortale: cpuMs(pid) - cpuPrima,
    cpuPostgres,
    corpo: JSON.parse(corpo) as Chiamata['corpo'],
    byte: corpo.length,
  };
}

const cpu = (chiamata: Chiamata) =>
  `CPU del portale ${ms(chiamata.cpuPortale)}, di PostgreSQL ${ms(chiamata.cpuPostgres)}`;

const esito = (ms: number, obiettivo: number) => (ms <= obiettivo ? 'rispettato' : 'NON rispettato');

export function misuraGraduatoria(): Promise<Record<string, string>> {
  return conPortale(
    'bench_graduatoria',
    'Graduatoria',
    'ministero',
    async (db) => {
      const inizio = performance.now();
      const {
        idBandi: [idBando],
      } = await seminaDomande(db, { ...PARAMETRI, bandi: 1, stato: 'VALUTATA' });
      await seminaValutazioni(db, idBando);
      return { idBando, secondi: (performance.now() - inizio) / 1000 };
    },
    async ({ database, portale, token, seminato: { idBando, secondi } }) => {
      const [conteggi] = await interroga<{ beneficiari: string; voti: string }>(database, {
        text: `SELECT (SELECT count(*) FROM beneficiario_domanda) AS beneficiari,
          (SELECT count(*) FROM valutazione_domanda) + (SELECT count(*) FROM valutazione_beneficiario) AS voti`,
        params: [],
      });
      const istruzione = new PgDialect().sqlToQuery(
        sql`SELECT * FROM (${righeDellaGraduatoria(idBando, PARAMETRI)}) g ORDER BY posizione`,
      );
      const piano = await interroga<{ 'QUERY PLAN': string }>(
        database,
        { text: istruzione.sql, params: istruzione.params },
        'EXPLAIN (ANALYZE, BUFFERS) ',
      );
      const inizio = macchina();
      const provvisoria = `${portale.url}/apigen/graduatoria/visualizzaGraduatoria/${idBando}`;
      const pid = portale.process.pid ?? 0;
      const postgres = await osservaPostgres(database);
      let letture: Chiamata[];
      let finale: Chiamata;
      try {
        await chiama(provvisoria, token, pid, postgres); // warm-up: JIT, pool, caches
        letture = [];
        for (let volta = 0; volta < PARAMETRI.letture; volta++)
          letture.push(await chiama(provvisoria, token, pid, postgres));
        finale = await chiama(
          `${portale.url}/apigen/graduatoria/finalizzaGraduatoria/${idBando}`,
          token,
          pid,
          postgres,
        );
      } finally {
        await postgres.chiudi();
      }
      const tempi = letture.map((lettura) => lettura.durata);
      const tipica = letture.find((lettura) => lettura.durata === mediana(tempi)) ?? letture[0];
      const esiti = new Map<string, number>();
      for (const riga of finale.corpo.righe) esiti.set(riga.esito, (esiti.get(riga.esito) ?? 0) + 1);
      const letta = mediana(tempi);
      return {
        Graduatoria: '',
        Dati:
          `1 bando DC con ${PARAMETRI.domande} domande valutate, ${conteggi.beneficiari} beneficiari, ` +
          `8 parametri (4 sulla domanda, 4 sui beneficiari), ${conteggi.voti} punteggi; seminati in ` +
          `${secondi.toFixed(1)} s`,
        Macchina: inizio,
        'visualizzaGraduatoria (provvisoria), HTTP fino all’ultimo byte':
          `mediana ${ms(letta)} di ${PARAMETRI.letture} letture (${tempi.map((t) => t.toFixed(0)).join(', ')} ms), ` +
          `${letture[0].corpo.righe.length} righe, ${(letture[0].byte / 1024 / 1024).toFixed(1)} MiB; ` +
          `quella mediana: ${cpu(tipica)}; ` +
          `obiettivo ≤ ${OBIETTIVO_PROVVISORIA_MS} ms ${esito(letta, OBIETTIVO_PROVVISORIA_MS)}`,
        'Istruzione SQL della provvisoria (una esecuzione)': piano
          .filter((riga) => / Time: /.test(riga['QUERY PLAN']))
          .map((riga) => riga['QUERY PLAN'])
          .join(', '),
        'finalizzaGraduatoria, HTTP fino all’ultimo byte':
          `${ms(finale.durata)} (${cpu(finale)}; definitiva: ${finale.corpo.definitiva}; ` +
          `${[...esiti].map(([nome, quante]) => `${nome} ${quante}`).join(', ')}); ` +
          `obiettivo ≤ ${OBIETTIVO_FINALIZZA_MS} ms ${esito(finale.durata, OBIETTIVO_FINALIZZA_MS)}`,
        'Piano della provvisoria': `\n${piano.map((riga) => `  ${riga['QUERY PLAN']}`).join('\n')}`,
      };
    },
  );
}
