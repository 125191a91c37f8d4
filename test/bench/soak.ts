import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningPortal } from '../support/portal-process';
import { samplePdf } from '../support/file-samples';
import { creaDatabaseDedicato, PostgresNonRaggiungibile } from './database-dedicato';
import { percentile } from './percentile';
import { accedi, avviaPortale } from './portale-bench';

const numero = (nome: string, predefinito: number) => Number(process.env[nome] ?? predefinito);

/** A working day's load; SOAK_SECONDI=60 for a dry run. */
const PARAMETRI = {
  secondi: numero('SOAK_SECONDI', 600),
  richiesteAlSecondo: numero('SOAK_RPS', 200),
  /** The share of the run, at its start, after which memory is taken as the reference (caches, JIT warm). */
  riscaldamento: numero('SOAK_RISCALDAMENTO', 0.1),
  inVoloMassime: numero('SOAK_IN_VOLO', 256),
  /** Dropped and created afresh: another name lets a short check run beside someone else's soak. */
  database: process.env.SOAK_DATABASE ?? 'bench_soak',
};

const CUAA_PROPONENTE1 = '01234567897';

/** The resident memory of the server process, in MiB, from /proc/<pid>/status. */
function rssMiB(pid: number): number {
  const riga = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return riga ? Number(riga[1]) / 1024 : Number.NaN;
}

interface Contesto {
  readonly url: string;
  readonly portale: RunningPortal;
  readonly token: Record<'ministero' | 'proponente1', string>;
  readonly idProgrammi: readonly number[];
  readonly idValidato: number;
  readonly idBando: number;
}

type Operazione = (contesto: Contesto) => Promise<void>;

class RispostaInattesa extends Error {}

async function chiama(contesto: Contesto, utente: keyof Contesto['token'], percorso: string, init: RequestInit = {}) {
  const risposta = await fetch(`${contesto.url}${percorso}`, {
    ...init,
    headers: { authorization: `Bearer ${contesto.token[utente]}`, ...init.headers },
  });
  const corpo = await risposta.arrayBuffer();
  if (!risposta.ok) {
    throw new RispostaInattesa(`${init.method ?? 'GET'} ${percorso.split('?')[0]}: HTTP ${risposta.status}`);
  }
  return { risposta, corpo };
}

const caso = <T>(valori: readonly T[]): T => valori[Math.floor(Math.random() * valori.length)];

/** What a day at the ministry and at the proponents' desks looks like, with the weight of each. */
const MIX: readonly { nome: string; peso: number; esegui: Operazione }[] = [
  {
    nome: 'lista programmi',
    peso: 30,
    esegui: (c) => chiama(c, 'ministero', '/api/programma/getListaProgrammiInvestimento?_start=0&_end=10').then(),
  },
  {
    nome: 'dettaglio programma',
    peso: 25,
    esegui: (c) => chiama(c, 'ministero', `/api/programma/getDatiGeneraliProgramma/${caso(c.idProgrammi)}`).then(),
  },
  { nome: 'lista bandi', peso: 15, esegui: (c) => chiama(c, 'ministero', '/api/bando/getListaBandi').then() },
  {
    nome: 'bozza creata ed eliminata',
    peso: 10,
    async esegui(c) {
      const { corpo } = await chiama(
        c,
        'proponente1',
        `/api/programma/creaProgrammaInvestimento/${c.idBando}/${CUAA_PROPONENTE1}?denominazione=Soak&codRegione=12`,
        { method: 'POST' },
      );
      const { idProgrammaInvestimento } = JSON.parse(Buffer.from(corpo).toString()) as {
        idProgrammaInvestimento: number;
      };
      await chiama(c, 'proponente1', `/api/programma/eliminaProgrammaInvestimento/${idProgrammaInvestimento}`, {
        method: 'DELETE',
      });
    },
  },
  {
    nome: 'caricamento',
    peso: 5,
    async esegui(c) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), 'decreto.pdf');
      await chiama(c, 'ministero', `/api/allegato/allegaFileApprovazione/${c.idValidato}`, {
        method: 'POST',
        body: form,
      });
    },
  },
  {
    nome: 'scaricamento',
    peso: 13,
    esegui: (c) => chiama(c, 'ministero', `/api/allegato/downloadFileApprovazione/${c.idValidato}`).then(),
  },
  { nome: 'accesso', peso: 2, esegui: (c) => accedi(c.portale, 'istruttore1').then() },
];

function scegli() {
  const totale = MIX.reduce((somma, { peso }) => somma + peso, 0);
  let estratto = Math.random() * totale;
  for (const voce of MIX) {
    estratto -= voce.peso;
    if (estratto < 0) return voce;
  }
  return MIX[0];
}

async function prepara(portale: RunningPortal): Promise<Contesto> {
  const token = { ministero: await accedi(portale, 'ministero'), proponente1: await accedi(portale, 'proponente1') };
  const parziale = { url: portale.url, portale, token, idProgrammi: [], idValidato: 0, idBando: 0 };
  const lista = JSON.parse(
    Buffer.from((await chiama(parziale, 'ministero', '/api/programma/getListaProgrammiInvestimento')).corpo).toString(),
  ) as { idProgrammaInvestimento: number; idStato: string }[];
  const validato = lista.find(({ idStato }) => idStato === 'VALIDATO');
  if (!validato) throw new Error('I dati dimostrativi non hanno un programma VALIDATO per i caricamenti');
  const bandi = JSON.parse(
    Buffer.from((await chiama(parziale, 'ministero', '/api/bando/getListaBandi')).corpo).toString(),
  ) as { idBando: number; dataChiusura?: string }[];
  const oggi = new Date().toISOString().slice(0, 10);
  const aperto = bandi.find(({ dataChiusura }) => !dataChiusura || dataChiusura >= oggi);
  if (!aperto) throw new Error('I dati dimostrativi non hanno un bando aperto per le bozze');
  const contesto = {
    ...parziale,
    idProgrammi: lista.map(({ idProgrammaInvestimento }) => idProgrammaInvestimento),
    idValidato: validato.idProgrammaInvestimento,
    idBando: aperto.idBando,
  };
  // One file to download from the start.
  await MIX.find(({ nome }) => nome === 'caricamento')!.esegui(contesto);
  return contesto;
}

interface Esito {
  readonly nome: string;
  readonly ms: number;
  readonly errore?: string;
}

/** Open loop: one operation every 1/rate s whatever the answers, at most `inVoloMassime` waiting at once. */
async function carico(contesto: Contesto, suMemoria: (secondi: number) => void): Promise<Esito[]> {
  const esiti: Esito[] = [];
  const inVolo = new Set<Promise<void>>();
  const intervalloMs = 1000 / PARAMETRI.richiesteAlSecondo;
  const inizio = performance.now();
  const fine = inizio + PARAMETRI.secondi * 1000;
  let prossima = inizio;
  let prossimoCampione = inizio;
  let saltate = 0;
  while (performance.now() < fine) {
    const adesso = performance.now();
    if (adesso >= prossimoCampione) {
      suMemoria((adesso - inizio) / 1000);
      prossimoCampione += 5_000;
    }
    while (prossima <= adesso) {
      prossima += intervalloMs;
      if (inVolo.size >= PARAMETRI.inVoloMassime) {
        saltate += 1;
        continue;
      }
      const { nome, esegui } = scegli();
      const partita = performance.now();
      const promessa = esegui(contesto).then(
        () => void esiti.push({ nome, ms: performance.now() - partita }),
        (errore: unknown) =>
          void esiti.push({ nome, ms: performance.now() - partita, errore: (errore as Error).message }),
      );
      inVolo.add(promessa);
      void promessa.finally(() => inVolo.delete(promessa));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(prossima, prossimoCampione) - adesso)));
  }
  await Promise.all(inVolo);
  suMemoria((performance.now() - inizio) / 1000);
  if (saltate > 0)
    esiti.push(...Array.from({ length: saltate }, () => ({ nome: 'saltata', ms: 0, errore: 'troppe in volo' })));
  return esiti;
}

const ms = (valore: number) => `${valore.toFixed(1)} ms`;

export async function soak(): Promise<Record<string, string>> {
  let database;
  try {
    database = await creaDatabaseDedicato(PARAMETRI.database);
  } catch (errore) {
    if (errore instanceof PostgresNonRaggiungibile) return { Soak: `non eseguito. ${errore.message}` };
    throw errore;
  }
  const cartella = await mkdtemp(join(tmpdir(), 'bench-soak-'));
  let portale: RunningPortal | undefined;
  try {
    portale = await avviaPortale(database, cartella);
    const pid = portale.process.pid ?? 0;
    const contesto = await prepara(portale);
    const campioni: { secondi: number; mib: number }[] = [];
    const caricoPrima = loadavg()[0];
    const esiti = await carico(contesto, (secondi) => campioni.push({ secondi, mib: rssMiB(pid) }));
    const riferimento =
      campioni.find(({ secondi }) => secondi >= PARAMETRI.secondi * PARAMETRI.riscaldamento) ?? campioni[0];
    const ultimo = campioni[campioni.length - 1];
    const variazione = (ultimo.mib - riferimento.mib) / riferimento.mib;
    const errori = esiti.filter(({ errore }) => errore);
    const perErrore = new Map<string, number>();
    for (const { errore } of errori) perErrore.set(errore!, (perErrore.get(errore!) ?? 0) + 1);
    const perTipo = MIX.map(({ nome }) => {
      const durate = esiti.filter((esito) => esito.nome === nome && !esito.errore).map((esito) => esito.ms);
      return `\n  ${nome}: ${durate.length}, p50 ${ms(percentile(durate, 50))}, p99 ${ms(percentile(durate, 99))}`;
    });
    const riuscite = esiti.filter(({ errore }) => !errore).map((esito) => esito.ms);
    return {
      Macchina:
        `${cpus().length} × ${cpus()[0]?.model ?? '?'}, Node ${process.version}, ` +
        `carico medio (1 min) ${caricoPrima.toFixed(1)} all'inizio, ${loadavg()[0].toFixed(1)} alla fine`,
      Carico: `${PARAMETRI.richiesteAlSecondo} operazioni/s per ${PARAMETRI.secondi} s sul portale vero (PostgreSQL)`,
      Operazioni: `${esiti.length} (${(esiti.length / PARAMETRI.secondi).toFixed(1)}/s)${perTipo.join('')}`,
      Errori:
        errori.length === 0
          ? '0'
          : `${errori.length}: ${[...perErrore].map(([testo, quante]) => `${quante} × ${testo}`).join('; ')}`,
      'p99 (tutte le operazioni riuscite)': ms(percentile(riuscite, 99)),
      'Memoria del processo (RSS)':
        `${campioni[0].mib.toFixed(0)} MiB all'inizio, ${riferimento.mib.toFixed(0)} MiB dopo ` +
        `${riferimento.secondi.toFixed(0)} s (riferimento), ${ultimo.mib.toFixed(0)} MiB alla fine: ` +
        `${(variazione * 100).toFixed(1)} % (${Math.abs(variazione) <= 0.1 ? 'piatta' : 'NON piatta'} entro il 10 %)`,
    };
  } finally {
    await portale?.stop();
    await rm(cartella, { recursive: true, force: true });
    await database.elimina();
  }
}
