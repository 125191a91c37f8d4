import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition, rispostaFile } from './download';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel shows the separators of the reader's locale: 1.234,56 € in Italian. */
export const FORMATO_EURO = '#,##0.00 "€"';
export const FORMATO_DATA = 'dd/mm/yyyy';
export const FORMATO_DATA_ORA = 'dd/mm/yyyy hh:mm';

export const RispostaExcel = rispostaFile('File Excel (.xlsx)', [XLSX_CONTENT_TYPE]);

export interface Colonna<T> {
  readonly header: string;
  readonly width: number;
  readonly value: (riga: T) => ExcelJS.CellValue;
  readonly numFmt?: string;
}

/** A day `YYYY-MM-DD` as the date cell Excel expects (UTC midnight), or null. */
export const dataExcel = (giorno: string | null | undefined): Date | null =>
  giorno ? new Date(`${giorno.slice(0, 10)}T00:00:00Z`) : null;

/** A workbook written to `output` as it is built: rows leave memory once committed. */
export function nuovoLibro(output: Writable): ExcelJS.stream.xlsx.WorkbookWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Contratti di filiera';
  return workbook;
}

export interface Foglio<T> {
  readonly sheet: ExcelJS.Worksheet;
  /** One data row, committed at once. */
  aggiungi(riga: T): void;
  /** A row of the given values in bold (a total, say), in the columns' formats. */
  evidenzia(valori: ExcelJS.CellValue[]): void;
  chiudi(): void;
}

/**
 * A sheet with the columns' widths and formats, an optional title on the first row (then a blank row), and the
 * header row in bold, frozen so it stays in sight while scrolling. Sheets of a streamed workbook are written one after
 * the other: close one before opening the next.
 */
export function apriFoglio<T>(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  nome: string,
  colonne: readonly Colonna<T>[],
  titolo?: string,
): Foglio<T> {
  const rigaIntestazione = titolo ? 3 : 1;
  const sheet = workbook.addWorksheet(nome, { views: [{ state: 'frozen', ySplit: rigaIntestazione }] });
  sheet.columns = colonne.map(({ width, numFmt }) => ({ width, style: numFmt ? { numFmt } : {} }));
  if (titolo) {
    sheet.mergeCells(1, 1, 1, Math.max(colonne.length, 1));
    const rigaTitolo = sheet.getRow(1);
    rigaTitolo.getCell(1).value = titolo;
    rigaTitolo.font = { bold: true, size: 14 };
    rigaTitolo.commit();
    sheet.getRow(2).commit();
  }
  const intestazione = sheet.getRow(rigaIntestazione);
  intestazione.values = colonne.map((colonna) => colonna.header);
  intestazione.font = { bold: true };
  intestazione.commit();
  // One style object per column, shared by its cells: ExcelJS knows an object it has seen (a WeakMap) and skips
  // writing out the style of each cell's own copy to find it again, most of its time on a long sheet. A date in a
  // column with no format keeps its copy: ExcelJS gives it a date format the column's other cells do not have.
  const stili = colonne.map(({ numFmt }): Partial<ExcelJS.Style> => (numFmt ? { numFmt } : {}));
  return {
    sheet,
    aggiungi: (riga) => {
      const nuova = sheet.addRow(colonne.map((colonna) => colonna.value(riga)));
      nuova.eachCell({ includeEmpty: true }, (cella, numero) => {
        const stile = stili[numero - 1];
        if (stile && (stile.numFmt || cella.type !== ExcelJS.ValueType.Date)) cella.style = stile;
      });
      nuova.commit();
    },
    evidenzia: (valori) => {
      const riga = sheet.addRow(valori);
      riga.font = { bold: true };
      colonne.forEach((colonna, indice) => {
        if (colonna.numFmt) riga.getCell(indice + 1).numFmt = colonna.numFmt;
      });
      riga.commit();
    },
    chiudi: () => sheet.commit(),
  };
}

/**
 * Answers a workbook as it is written: the headers go at once, the bytes as `scrivi` produces them. An error after
 * the first bytes can only cut the download short (logged); `scrivi` must end the workbook.
 */
export function inviaExcel(
  request: FastifyRequest,
  reply: FastifyReply,
  nomeFile: string,
  scrivi: (output: Writable) => Promise<void>,
) {
  const output = new PassThrough();
  scrivi(output).catch((error: unknown) => {
    request.log.error({ err: error }, `File Excel ${nomeFile} interrotto`);
    output.destroy(error as Error);
  });
  return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', contentDisposition(nomeFile)).send(output);
}
