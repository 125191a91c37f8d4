import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ProgrammaRiepilogo } from './repository';
import type { Bando } from './schemas';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const COLUMNS: readonly { header: string; width: number; value: (p: ProgrammaRiepilogo) => ExcelJS.CellValue; numFmt?: string }[] = [
  { header: 'ID programma', width: 14, value: (p) => p.idProgrammaInvestimento },
  { header: 'Denominazione', width: 50, value: (p) => p.denominazione },
  { header: 'CUAA', width: 18, value: (p) => p.cuaa },
  { header: 'Regione', width: 22, value: (p) => p.regione },
  { header: 'Stato', width: 22, value: (p) => p.stato },
  { header: 'Data presentazione', width: 20, value: (p) => p.dataPresentazione, numFmt: 'dd/mm/yyyy' },
  { header: 'Ultimo aggiornamento', width: 22, value: (p) => p.updatedAt, numFmt: 'dd/mm/yyyy hh:mm' },
];

/** The call's title on the first row, the column headers on the third, then one row per programme. */
const HEADER_ROW = 3;

/** Streams the summary workbook to `output`, one batch of programmes at a time, and ends it. */
export async function writeRiepilogoBando(bando: Bando, programmi: AsyncIterable<ProgrammaRiepilogo[]>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  workbook.creator = 'Contratti di filiera';
  const sheet = workbook.addWorksheet('Programmi', { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.columns = COLUMNS.map(({ width, numFmt }) => ({ width, style: numFmt ? { numFmt } : {} }));

  sheet.mergeCells(1, 1, 1, COLUMNS.length);
  const title = sheet.getRow(1);
  title.getCell(1).value = `Riepilogo del bando: ${bando.descrizione}`;
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.getRow(2).commit();
  const header = sheet.getRow(HEADER_ROW);
  header.values = COLUMNS.map((column) => column.header);
  header.font = { bold: true };
  header.commit();

  for await (const batch of programmi) {
    for (const programma of batch) sheet.addRow(COLUMNS.map((column) => column.value(programma))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
