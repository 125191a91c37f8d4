// The bare ExcelJS streaming writer the summary is compared with, in a process of its own so that its memory is its
// own: `node --import tsx test/bench/excel-nudo.ts <database url> <idBando>` prints one JSON line.
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';

const [url, idBando] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url });
await client.connect();
// The summary's rows, read before the clock starts: what is timed is the writer alone.
const { rows } = await client.query<unknown[]>({
  text: `SELECT p.id_programma_investimento, p.denominazione, p.cuaa, r.denominazione, s.descrizione,
      p.data_presentazione, p.updated_at
    FROM programma_investimento p JOIN regione r USING (cod_regione) JOIN stato_programma s USING (id_stato)
    WHERE p.id_bando = $1 AND p.id_stato <> 'BOZZA' ORDER BY p.id_programma_investimento`,
  values: [Number(idBando)],
  rowMode: 'array',
});
await client.end();

const piccoMiB = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
const memoriaPrima = piccoMiB();
let primoByte: number | undefined;
let byte = 0;
const cpuPrima = process.cpuUsage();
const inizio = performance.now();
const uscita = new Writable({
  write(pezzo: Buffer, _codifica, fatto) {
    primoByte ??= performance.now() - inizio;
    byte += pezzo.length;
    fatto();
  },
});
const finito = new Promise((resolve) => uscita.on('finish', resolve));
const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: uscita, useStyles: true });
const foglio = libro.addWorksheet('Programmi');
foglio.columns = [14, 50, 18, 22, 22, 20, 22].map((width, indice) => ({
  width,
  style: indice === 5 ? { numFmt: 'dd/mm/yyyy' } : indice === 6 ? { numFmt: 'dd/mm/yyyy hh:mm' } : {},
}));
foglio
  .addRow(['ID programma', 'Denominazione', 'CUAA', 'Regione', 'Stato', 'Data presentazione', 'Ultimo aggiornamento'])
  .commit();
for (const riga of rows) foglio.addRow(riga).commit();
foglio.commit();
await libro.commit();
await finito;
const cpu = process.cpuUsage(cpuPrima);
console.log(
  JSON.stringify({
    righe: rows.length,
    ms: performance.now() - inizio,
    primoByteMs: primoByte,
    byte,
    piccoMiB: piccoMiB(),
    memoriaPrimaMiB: memoriaPrima,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
