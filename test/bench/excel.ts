import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mediana } from './confronto';
import { cpuMs } from './cpu-processo';
import { conPortale, numero } from './lista-programmi';
import { interroga, macchina, ms } from './misura-lista';
import { finalizzaGraduatoria } from '../../server/src/modules/graduatoria/finalizza';
import { seminaDomande } from './semina-domande';
import { seminaProgrammi } from './semina-programmi';
import { seminaValutazioni } from './semina-valutazioni';

/**
 * Issue 12's workbooks: the call summary (`generaExcelRiepilogoBando`) of 100,000 programmes beside a bare ExcelJS
 * streaming writer of the same rows, in the same run. The summary leaves drafts out, and about one seeded programme in
 * twelve is a draft: so many more are seeded.
 */
const PARAMETRI = {
  righe: numero('BENCH_RIGHE_EXCEL', 100_000),
  giri: numero('BENCH_GIRI_EXCEL', 2),
  utente: 'ministero',
};
const OBIETTIVO_RAPPORTO = 1.2;
const OBIETTIVO_PICCO_MIB = 200;
const OBIETTIVO_PRIMO_BYTE_MS = 500;

interface Scrittura {
  readonly righe?: number;
  readonly ms: number;
  readonly primoByteMs: number;
  readonly byte: number;
  readonly piccoMiB: number;
  readonly memoriaPrimaMiB: number;
  /** CPU of the writing process meanwhile (the portal's, or the bare writer's own). */
  readonly cpuMs: number;
}

const stato = (pid: number, voce: string) =>
  Number(new RegExp(`${voce}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The workbook through HTTP, as a browser downloads it; the portal's peak memory meanwhile (its high-water mark). */
async function scaricaDalPortale(url: string, token: string, pid: number): Promise<Scrittura> {
  writeFileSync(`/proc/${pid}/clear_refs`, '5'); // the kernel's high-water mark starts again from the current size
  const memoriaPrimaMiB = stato(pid, 'VmRSS');
  const cpuPrima = cpuMs(pid);
  const inizio = performance.now();
  const risposta = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!risposta.ok || !risposta.body) throw new Error(`${url}: HTTP ${risposta.status} ${await risposta.text()}`);
  let primoByteMs: number | undefined;
  let byte = 0;
  const lettore = risposta.body.getReader();
  for (let pezzo = await lettore.read(); !pezzo.done; pezzo = await lettore.read()) {
    primoByteMs ??= performance.now() - inizio;
    byte += pezzo.value.length;
  }
  return {
    ms: performance.now() - inizio,
    primoByteMs: primoByteMs ?? NaN,
    byte,
    piccoMiB: stato(pid, 'VmHWM'),
    memoriaPrimaMiB,
    cpuMs: cpuMs(pid) - cpuPrima,
  };
}

function scriviNudo(url: string, idBando: number, libro: Libro, stiliCondivisi = false): Promise<Scrittura> {
  return new Promise((resolve, reject) => {
    const argomenti = ['--import', 'tsx', 'test/bench/excel-nudo.ts', url, String(idBando), libro];
    if (stiliCondivisi) argomenti.push('stili-condivisi');
    const figlio = spawn(process.execPath, argomenti, { stdio: ['ignore', 'pipe', 'pipe'] });
    let uscita = '';
    figlio.stdout.on('data', (dati) => (uscita += dati));
    figlio.stderr.on('data', (dati) => (uscita += dati));
    figlio.once('error', reject);
    figlio.once('exit', (codice) =>
      codice === 0
        ? resolve(JSON.parse(uscita.trim().split('\n').at(-1) ?? '') as Scrittura)
        : reject(new Error(`excel-nudo è terminato con codice ${codice}:\n${uscita}`)),
    );
  });
}

const mib = (valore: number) => `${valore.toFixed(0)} MiB`;
const descrivi = (s: Scrittura) =>
  `${ms(s.ms)} (CPU ${ms(s.cpuMs)}), primo byte ${ms(s.primoByteMs)}, ${(s.byte / 1024 / 1024).toFixed(1)} MiB, ` +
  `memoria di picco ${mib(s.piccoMiB)} (${mib(s.memoriaPrimaMiB)} prima)`;

export type Libro = 'riepilogo' | 'graduatoria';

interface DaConfrontare {
  readonly titolo: string;
  readonly dati: string;
  readonly url: string;
  readonly libro: Libro;
  readonly idBando: number;
}

/** Rounds of the portal's workbook through HTTP and of the bare writer of the same rows; the report's lines. */
export async function confronta(
  { database, portale, token }: Parameters<Parameters<typeof conPortale>[4]>[0],
  { titolo, dati, url, libro, idBando }: DaConfrontare,
): Promise<Record<string, string>> {
  const pid = portale.process.pid ?? 0;
  const inizio = macchina();
  const memoriaAvvio = stato(pid, 'VmRSS');
  await scaricaDalPortale(url, token, pid); // warm-up: JIT, pool, caches
  const giri: { portale: Scrittura; nudo: Scrittura; condiviso: Scrittura }[] = [];
  for (let giro = 0; giro < PARAMETRI.giri; giro++) {
    giri.push({
      portale: await scaricaDalPortale(url, token, pid),
      nudo: await scriviNudo(database.url, idBando, libro),
      condiviso: await scriviNudo(database.url, idBando, libro, true),
    });
  }
  const rapporto = mediana(giri.map((giro) => giro.portale.ms / giro.nudo.ms));
  const rapportoCpu = mediana(giri.map((giro) => giro.portale.cpuMs / giro.nudo.cpuMs));
  const rapportoCondiviso = mediana(giri.map((giro) => giro.portale.ms / giro.condiviso.ms));
  const rapportoCpuCondiviso = mediana(giri.map((giro) => giro.portale.cpuMs / giro.condiviso.cpuMs));
  const picco = Math.max(...giri.map((giro) => giro.portale.piccoMiB));
  const crescita = Math.max(...giri.map((giro) => giro.portale.piccoMiB - giro.portale.memoriaPrimaMiB));
  const primoByte = mediana(giri.map((giro) => giro.portale.primoByteMs));
  const mancati = [
    ...(rapporto > OBIETTIVO_RAPPORTO ? [`tempo ${rapporto.toFixed(2)} × > ${OBIETTIVO_RAPPORTO}`] : []),
    ...(crescita > OBIETTIVO_PICCO_MIB ? [`picco ${mib(crescita)} > ${OBIETTIVO_PICCO_MIB} MiB`] : []),
    ...(primoByte > OBIETTIVO_PRIMO_BYTE_MS ? [`primo byte ${ms(primoByte)} > ${OBIETTIVO_PRIMO_BYTE_MS} ms`] : []),
  ];
  return {
    [titolo]: '',
    Dati: dati,
    Macchina: inizio,
    Giri: giri
      .map(
        ({ portale: p, nudo, condiviso }, indice) =>
          `\n  giro ${indice + 1}: portale (HTTP) ${descrivi(p)}; ExcelJS nudo ${descrivi(nudo)} ` +
          `(${nudo.righe} righe); rapporto ${(p.ms / nudo.ms).toFixed(2)}; ExcelJS nudo con gli stili condivisi ` +
          `${descrivi(condiviso)}; rapporto ${(p.ms / condiviso.ms).toFixed(2)}`,
      )
      .join(''),
    'Rapporto portale/ExcelJS nudo, mediana': `${rapporto.toFixed(2)} (obiettivo ≤ ${OBIETTIVO_RAPPORTO})`,
    'Rapporto della CPU spesa (portale/ExcelJS nudo), mediana': rapportoCpu.toFixed(2),
    'Rapporti con lo scrittore nudo a stili condivisi per colonna (tempo, CPU), mediane':
      `${rapportoCondiviso.toFixed(2)}, ${rapportoCpuCondiviso.toFixed(2)} ` +
      '(indicativi: l’obiettivo è sullo scrittore nudo)',
    'Memoria di picco del portale':
      `${mib(picco)}, ${mib(crescita)} più di prima dello scaricamento (obiettivo ≤ ${OBIETTIVO_PICCO_MIB} MiB ` +
      `per il file; il processo appena avviato ne occupava ${mib(memoriaAvvio)})`,
    'Primo byte, mediana': `${ms(primoByte)} (obiettivo ≤ ${OBIETTIVO_PRIMO_BYTE_MS} ms)`,
    Obiettivi: mancati.length === 0 ? 'rispettati' : `NON rispettati: ${mancati.join('; ')}`,
  };
}

export function misuraExcel(): Promise<Record<string, string>> {
  return conPortale(
    'bench_excel',
    'Riepilogo Excel del bando',
    PARAMETRI.utente,
    async (db) => {
      const inizio = performance.now();
      const programmi = Math.ceil((PARAMETRI.righe * 12) / 11);
      const { idBandi } = await seminaProgrammi(db, { programmi, bandi: 1 });
      return { idBando: idBandi[0], secondi: (performance.now() - inizio) / 1000 };
    },
    async (ambiente) => {
      const { idBando, secondi } = ambiente.seminato;
      const [{ righe }] = await interroga<{ righe: number }>(ambiente.database, {
        text: `SELECT count(*)::int AS righe FROM programma_investimento WHERE id_bando = $1 AND id_stato <> 'BOZZA'`,
        params: [idBando],
      });
      return confronta(ambiente, {
        titolo: 'Riepilogo Excel del bando (generaExcelRiepilogoBando)',
        dati: `${righe} programmi presentati in un bando (seminati in ${secondi.toFixed(1)} s)`,
        url: `${ambiente.portale.url}/api/bando/generaExcelRiepilogoBando/${idBando}`,
        libro: 'riepilogo',
        idBando,
      });
    },
  );
}

/** The final ranking's workbook of `PARAMETRI.righe` applications, finalised by the server's own code while seeding. */
export function misuraExcelGraduatoria(): Promise<Record<string, string>> {
  return conPortale(
    'bench_excel_graduatoria',
    'Graduatoria Excel',
    PARAMETRI.utente,
    async (db) => {
      const inizio = performance.now();
      const {
        idBandi: [idBando],
      } = await seminaDomande(db, {
        domande: PARAMETRI.righe,
        bandi: 1,
        stato: 'VALUTATA',
        budget: PARAMETRI.righe * 300_000,
        punteggioMinimo: 30,
      });
      await seminaValutazioni(db, idBando);
      const semina = (performance.now() - inizio) / 1000;
      const prima = performance.now();
      await db.transaction((tx) =>
        finalizzaGraduatoria(tx, idBando, { username: 'ministero', ruolo: 'MBAC_MINISTERO' }),
      );
      return { idBando, semina, finalizza: (performance.now() - prima) / 1000 };
    },
    (ambiente) => {
      const { idBando, semina, finalizza } = ambiente.seminato;
      return confronta(ambiente, {
        titolo: 'Graduatoria Excel (downloadExcel)',
        dati:
          `graduatoria definitiva di ${PARAMETRI.righe} domande con 8 parametri (seminate in ${semina.toFixed(1)} s, ` +
          `finalizzata con finalizzaGraduatoria in ${finalizza.toFixed(1)} s, senza HTTP)`,
        url: `${ambiente.portale.url}/apigen/graduatoria/downloadExcel/${idBando}`,
        libro: 'graduatoria',
        idBando,
      });
    },
  );
}
