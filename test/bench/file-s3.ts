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

/** Resident memory now and at its peak (VmHWM) of a process, in MiB. */
function memoria(pid: number): { ora: number; picco: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (campo: string) => Number(new RegExp(`${campo}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { ora: kib('VmRSS') / 1024, picco: kib('VmHWM') / 1024 };
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
  const prima = memoria(portale.process.pid!);
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
  const dopo = memoria(portale.process.pid!);
  return {
    su: mediana(caricamenti),
    giu: mediana(scaricamenti),
    picco: dopo.picco,
    crescita: dopo.picco - prima.picco,
  };
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
  return {
    'file 20 MB, caricamento disco / S3': `${ms(disco.su)} / ${ms(bucket.su)} (${(bucket.su / disco.su).toFixed(2)} ×)`,
    'file 20 MB, scaricamento disco / S3': `${ms(disco.giu)} / ${ms(bucket.giu)} (${(bucket.giu / disco.giu).toFixed(2)} ×)`,
    [`memoria di picco del portale dopo ${GIRI} giri, disco / S3`]: `${mib(disco.picco)} (+${mib(disco.crescita)}) / ${mib(bucket.picco)} (+${mib(bucket.crescita)})`,
  };
}
