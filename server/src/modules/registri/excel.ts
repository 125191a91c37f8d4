import type { Writable } from 'node:stream';
import { nuovoLibro, type Colonna } from '../../http/excel';
import type { VerificaLetta } from './repository';
import { DESCRIZIONE_ESITO } from '../../../../contract/registri/record';
import { isRole, ROLE_LABELS } from '../../../../contract/roles';

const COLONNE: readonly Colonna<VerificaLetta>[] = [
  {
    header: 'Data e ora della verifica',
    width: 22,
    value: (v) => new Date(v.eseguitaIl),
    numFmt: 'dd/mm/yyyy hh:mm:ss',
  },
  { header: 'Beneficiario', width: 40, value: (v) => v.denominazione },
  { header: 'Codice fiscale', width: 20, value: (v) => v.codiceFiscale },
  { header: 'Esito', width: 18, value: (v) => DESCRIZIONE_ESITO[v.esito] },
  { header: 'Dettaglio', width: 90, value: (v) => v.dettaglio },
  { header: 'Eseguita da', width: 24, value: (v) => v.eseguitaDaNome },
  { header: 'Ruolo', width: 24, value: (v) => (isRole(v.ruolo) ? ROLE_LABELS[v.ruolo] : v.ruolo) },
  { header: 'Fonte', width: 50, value: (v) => v.fonte },
];

const RIGA_INTESTAZIONI = 4;

export interface IntestazioneVerifiche {
  readonly titolo: string;
  readonly estrazione: string;
}

/** Streams the evidence of one register, newest first: title, who extracted it and when, then one row per evidence. */
export async function scriviVerificheExcel(
  intestazione: IntestazioneVerifiche,
  verifiche: readonly VerificaLetta[],
  output: Writable,
): Promise<void> {
  const workbook = nuovoLibro(output);
  const sheet = workbook.addWorksheet('Verifiche', { views: [{ state: 'frozen', ySplit: RIGA_INTESTAZIONI }] });
  sheet.columns = COLONNE.map(({ width, numFmt }) => ({
    width,
    style: numFmt ? { numFmt } : { alignment: { wrapText: true, vertical: 'top' } },
  }));
  sheet.mergeCells(1, 1, 1, COLONNE.length);
  const titolo = sheet.getRow(1);
  titolo.getCell(1).value = intestazione.titolo;
  titolo.font = { bold: true, size: 14 };
  titolo.commit();
  sheet.getRow(2).getCell(1).value = intestazione.estrazione;
  sheet.getRow(2).commit();
  sheet.getRow(3).commit();
  const header = sheet.getRow(RIGA_INTESTAZIONI);
  header.values = COLONNE.map((colonna) => colonna.header);
  header.font = { bold: true };
  header.commit();
  if (verifiche.length === 0) sheet.addRow(['Nessuna verifica eseguita per questo programma.']).commit();
  for (const verifica of verifiche) sheet.addRow(COLONNE.map((colonna) => colonna.value(verifica))).commit();
  sheet.commit();
  await workbook.commit();
}
