// The bare ExcelJS streaming writer the summary is compared with, in a process of its own so that its memory is its
// own: `node --import tsx test/bench/excel-nudo.ts <database url> <idBando> riepilogo|graduatoria [stili-condivisi]`
// prints a JSON line. As ExcelJS's documentation writes rows, each cell gets its own copy of its column's style; with
// `stili-condivisi` the cells share their column's (as the portal does), which spares ExcelJS most of its work.
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import pg from 'pg';

const [url, idBando, libro, stili] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url });
await client.connect();

const PERCHE: Record<string, string> = {
  PUNTEGGIO: 'Punteggio più alto',
  INOLTRO: 'A pari punteggio, inoltrata prima',
  NUMERO: 'A pari punteggio e inoltro, numero di domanda minore',
};

// The workbook's rows, read before the clock starts: what is timed is the writer (and each row's cells) alone.
const { rows } = await client.query<unknown[]>({
  text:
    libro === 'graduatoria'
      ? `SELECT r.posizione, r.id_domanda, d.denominazione, coalesce(pr.denominazione, ''), r.punteggi,
          r.punteggio::float8, r.data_inoltro, r.importo_richiesto::float8, r.sopra_soglia, s.descrizione,
          r.budget_residuo::float8, r.spareggio
        FROM riga_graduatoria r JOIN domanda d USING (id_domanda) LEFT JOIN proponente pr USING (id_proponente)
          JOIN stato_domanda s ON s.id_stato = r.esito
        WHERE r.id_bando = $1 ORDER BY r.posizione`
      : `SELECT p.id_programma_investimento, p.denominazione, p.cuaa, r.denominazione, s.descrizione,
          p.data_presentazione, p.updated_at
        FROM programma_investimento p JOIN regione r USING (cod_regione) JOIN stato_programma s USING (id_stato)
        WHERE p.id_bando = $1 AND p.id_stato <> 'BOZZA' ORDER BY p.id_programma_investimento`,
  values: [Number(idBando)],
  rowMode: 'array',
});
const parametri = libro === 'graduatoria' ? ((rows[0]?.[4] as unknown[] | undefined)?.length ?? 0) : 0;
/** A row's cells, and the columns' widths and formats, as the portal's workbook has them. */
const celle =
  libro === 'graduatoria'
    ? (riga: unknown[]) => [
        ...riga.slice(0, 4),
        ...(riga[4] as { valore: number | null }[]).map((punteggio) => punteggio.valore),
        riga[5],
        riga[6],
        riga[7],
        riga[8] ? 'Sì' : 'No',
        riga[9],
        riga[10],
        riga[11] ? PERCHE[riga[11] as string] : null,
      ]
    : (riga: unknown[]) => riga;
const colonne =
  libro === 'graduatoria'
    ? [10, 11, 50, 36, ...Array<number>(parametri).fill(22), 11, 18, 18, 14, 26, 22, 44].map((width, indice) => ({
        width,
        style:
          indice >= 4 && indice <= 4 + parametri
            ? { numFmt: '0.00' }
            : indice === 5 + parametri
              ? { numFmt: 'dd/mm/yyyy hh:mm' }
              : indice === 6 + parametri || indice === 10 + parametri
                ? { numFmt: '#,##0.00 "€"' }
                : {},
      }))
    : [14, 50, 18, 22, 22, 20, 22].map((width, indice) => ({
        width,
        style: indice === 5 ? { numFmt: 'dd/mm/yyyy' } : indice === 6 ? { numFmt: 'dd/mm/yyyy hh:mm' } : {},
      }));
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
const cartella = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: uscita, useStyles: true });
const foglio = cartella.addWorksheet('Righe');
foglio.columns = colonne;
foglio.addRow(colonne.map((_, indice) => `Colonna ${indice + 1}`)).commit();
const condivisi = colonne.map((colonna) => colonna.style);
for (const riga of rows) {
  const nuova = foglio.addRow(celle(riga));
  if (stili === 'stili-condivisi')
    nuova.eachCell({ includeEmpty: true }, (cella, n) => (cella.style = condivisi[n - 1]));
  nuova.commit();
}
foglio.commit();
await cartella.commit();
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
