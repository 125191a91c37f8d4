// npm run bench -- file: a 20 MB file uploaded and downloaded through the real portal (`npm start`'s entry, on PGlite),
// once with its files on the local disk and once in an S3 bucket (s3rver, in this process, on loopback), in turn in
// the same run. Streamed means the portal's peak memory does not grow by the file's size per transfer.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { corpoMultipart } from '../server/support/allegati';
import { tokenDi } from '../server/support/arresto';
import { samplePdf } from '../support/file-samples';
import { startPortal, type RunningPortal } from '../support/portal-process';
import { avviaServerS3 } from '../support/s3-server';

const MB = 1024 * 1024;
const GIRI = 5;

/** Resident memory of a process now, in MiB (its peak, VmHWM, is PGlite's start-up, far above any transfer). */
function memoria(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** Sends a body and reads the answer to its last byte, without keeping it: ms. */
function trasferisci(url: string, metodo: string, headers: Record<string, string | number>, corpo?: Buffer) {
  return new Promise<{ ms: number; status: number; byte: number }>((resolve, reject) => {
    const inizio = performance.now();
    const richiesta = request(url, { method: metodo, headers }, (risposta) => {
      let byte = 0;
      risposta.on('data', (parte: Buffer) => (byte += parte.length));
      risposta.on('end', () => resolve({ ms: performance.now() - inizio, status: risposta.statusCode ?? 0, byte }));
      risposta.on('error', reject);
    });
    richiesta.on('error', reject);
    richiesta.end(corpo);
  });
}

const mediana = (valori: number[]) => [...valori].sort((a, b) => a - b)[Math.floor(valori.length / 2)];

async function misuraPortale(portale: RunningPortal, pdf: Buffer) {
  const token = await tokenDi(portale.url, 'ministero');
  const authorization = `Bearer ${token}`;
  const lista = (await (
    await fetch(`${portale.url}/api/programma/getListaProgrammiInvestimento`, { headers: { authorization } })
  ).json()) as { idProgrammaInvestimento: number; idStato: string }[];
  const id = lista.find((programma) => programma.idStato === 'VALIDATO')?.idProgrammaInvestimento;
  if (id === undefined) throw new Error('Nessun programma validato nei dati dimostrativi');
  const { payload, contentType } = await corpoMultipart(pdf, 'decreto.pdf');
  const pid = portale.process.pid!;
  const prima = memoria(pid);
  // Sampled every 20 ms while the transfers run: streamed, the highest stays near the start, not 20 MB per transfer.
  let picco = prima;
  const campionatore = setInterval(() => (picco = Math.max(picco, memoria(pid))), 20);
  const [caricamenti, scaricamenti] = [[] as number[], [] as number[]];
  for (let giro = 0; giro < GIRI; giro++) {
    const su = await trasferisci(
      `${portale.url}/api/allegato/allegaFileApprovazione/${id}`,
      'POST',
      { authorization, 'content-type': contentType, 'content-length': payload.length },
      payload,
    );
    if (su.status !== 201) throw new Error(`Caricamento non riuscito: ${su.status}`);
    caricamenti.push(su.ms);
    const giu = await trasferisci(`${portale.url}/api/allegato/downloadFileApprovazione/${id}`, 'GET', {
      authorization,
    });
    if (giu.status !== 200 || giu.byte !== pdf.length) throw new Error(`Scaricamento non riuscito: ${giu.status}`);
    scaricamenti.push(giu.ms);
  }
  clearInterval(campionatore);
  return { su: mediana(caricamenti), giu: mediana(scaricamenti), picco, crescita: picco - prima };
}

export async function misuraFileS3(): Promise<Record<string, string>> {
  const pdf = Buffer.concat([samplePdf(), Buffer.alloc(20 * MB - samplePdf().length, 0x20)]);
  const s3 = await avviaServerS3();
  const esiti: Record<string, Awaited<ReturnType<typeof misuraPortale>>> = {};
  try {
    const bucket = await s3.nuovoBucket();
    for (const [nome, ambiente] of [
      ['disco', {}],
      ['s3', s3.ambiente(bucket)],
    ] as const) {
      const portale = await startPortal({ DATABASE_URL: '', ...ambiente });
      try {
        esiti[nome] = await misuraPortale(portale, pdf);
      } finally {
        await portale.stop();
      }
    }
  } finally {
    await s3.close();
  }
  const { disco, s3: bucket } = esiti;
  const ms = (valore: number) => `${valore.toFixed(0)} ms`;
  const mib = (valore: number) => `${valore.toFixed(0)} MiB`;
  const rapporto = (a: number, b: number) => `${ms(a)} / ${ms(b)} (${(b / a).toFixed(2)} ×)`;
  const memoriaDi = ({ picco, crescita }: { picco: number; crescita: number }) => `${mib(picco)} (+${mib(crescita)})`;
  return {
    'file 20 MB, caricamento disco / S3': rapporto(disco.su, bucket.su),
    'file 20 MB, scaricamento disco / S3': rapporto(disco.giu, bucket.giu),
    [`memoria residente più alta, ${GIRI} giri, disco / S3`]: `${memoriaDi(disco)} / ${memoriaDi(bucket)}`,
  };
}
