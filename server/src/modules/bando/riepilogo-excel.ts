import type { Writable } from 'node:stream';
import { apriFoglio, FORMATO_DATA, FORMATO_DATA_ORA, nuovoLibro, type Colonna } from '../../http/excel';
import type { ProgrammaRiepilogo } from './repository';
import type { Bando } from '../../../../contract/bandi/record';

const COLUMNS: readonly Colonna<ProgrammaRiepilogo>[] = [
  { header: 'ID programma', width: 14, value: (p) => p.idProgrammaInvestimento },
  { header: 'Denominazione', width: 50, value: (p) => p.denominazione },
  { header: 'CUAA', width: 18, value: (p) => p.cuaa },
  { header: 'Regione', width: 22, value: (p) => p.regione },
  { header: 'Stato', width: 22, value: (p) => p.stato },
  { header: 'Data presentazione', width: 20, value: (p) => p.dataPresentazione, numFmt: FORMATO_DATA },
  { header: 'Ultimo aggiornamento', width: 22, value: (p) => p.updatedAt, numFmt: FORMATO_DATA_ORA },
];

/** Streams the summary workbook to `output`, one batch of programmes at a time, and ends it. */
export async function writeRiepilogoBando(
  bando: Bando,
  programmi: AsyncIterable<ProgrammaRiepilogo[]>,
  output: Writable,
): Promise<void> {
  const workbook = nuovoLibro(output);
  const foglio = apriFoglio(workbook, 'Programmi', COLUMNS, `Riepilogo del bando: ${bando.descrizione}`);
  for await (const batch of programmi) batch.forEach(foglio.aggiungi);
  foglio.chiudi();
  await workbook.commit();
}
