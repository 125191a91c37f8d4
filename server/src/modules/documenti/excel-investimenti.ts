import type { Writable } from 'node:stream';
import type { Static } from 'typebox';
import { importo, somma } from '../../domain/importo';
import { apriFoglio, dataExcel, FORMATO_DATA, FORMATO_EURO, nuovoLibro, type Colonna } from '../../http/excel';
import type { Copertura, Fabbisogno, Fase, Investimento } from '../beneficiario/schemas-importi';
import type { Beneficiario } from '../beneficiario/schemas';
import { ETICHETTE_COPERTURA, siNo } from './formato';

export interface DatiInvestimenti {
  readonly beneficiario: Beneficiario;
  readonly regioni: ReadonlyMap<string, string>;
  readonly investimenti: readonly Static<typeof Investimento>[];
  readonly fabbisogni: readonly Static<typeof Fabbisogno>[];
  readonly coperture: readonly Static<typeof Copertura>[];
  readonly cronoprogramma: readonly Static<typeof Fase>[];
}

type Voce = readonly [voce: string, valore: string | number | null, formato?: string];

const VOCI: readonly Colonna<Voce>[] = [
  { header: 'Voce', width: 36, value: ([voce]) => voce },
  { header: 'Valore', width: 50, value: ([, valore]) => valore },
];

const totale = (voci: readonly { importo: number }[]) => somma(voci.map((voce) => voce.importo));

/** Sheets «Riepilogo» (the beneficiary and its totals), «Investimenti», «Fabbisogni», «Coperture», «Cronoprogramma». */
export async function scriviRiepilogoInvestimenti(dati: DatiInvestimenti, output: Writable): Promise<void> {
  const { beneficiario: b, regioni } = dati;
  const workbook = nuovoLibro(output);
  const titolo = `${b.denominazione ?? b.codiceFiscale} (${b.codiceFiscale}), programma n. ${b.idProgrammaInvestimento}`;
  const [investimenti, fabbisogni, coperture] = [dati.investimenti, dati.fabbisogni, dati.coperture].map(totale);

  const riepilogo = apriFoglio(workbook, 'Riepilogo', VOCI, `Riepilogo investimenti: ${titolo}`);
  const voci: Voce[] = [
    ['Codice fiscale', b.codiceFiscale],
    ['Denominazione', b.denominazione],
    ['Regione', b.descrizioneRegione],
    ['N. programma', b.idProgrammaInvestimento],
    ['Abilitato', siNo(b.abilitato)],
    ['Totale investimenti', investimenti.toNumber(), FORMATO_EURO],
    ['Totale fabbisogni', fabbisogni.toNumber(), FORMATO_EURO],
    ['Totale coperture', coperture.toNumber(), FORMATO_EURO],
    ['Coperture meno fabbisogni', coperture.minus(fabbisogni).toNumber(), FORMATO_EURO],
    ['Coperture pari ai fabbisogni', siNo(coperture.eq(fabbisogni))],
  ];
  for (const [voce, valore, formato] of voci) {
    const riga = riepilogo.sheet.addRow([voce, valore]);
    riga.getCell(1).font = { bold: true };
    if (formato) riga.getCell(2).numFmt = formato;
    riga.commit();
  }
  riepilogo.chiudi();

  const numero = { header: 'N.', width: 6 } as const;
  const foglioInvestimenti = apriFoglio(workbook, 'Investimenti', [
    { ...numero, value: (i: number) => i + 1 },
    { header: 'Descrizione', width: 60, value: (i: number) => dati.investimenti[i].descrizione },
    { header: 'Regione', width: 22, value: (i: number) => regioni.get(dati.investimenti[i].codRegione) ?? dati.investimenti[i].codRegione },
    { header: 'Importo', width: 20, value: (i: number) => dati.investimenti[i].importo, numFmt: FORMATO_EURO },
  ], `Investimenti: ${titolo}`);
  dati.investimenti.forEach((_, i) => foglioInvestimenti.aggiungi(i));
  foglioInvestimenti.evidenzia(['Totale', null, null, investimenti.toNumber()]);
  foglioInvestimenti.chiudi();

  const foglioFabbisogni = apriFoglio(workbook, 'Fabbisogni', [
    { ...numero, value: (i: number) => i + 1 },
    { header: 'Descrizione', width: 60, value: (i: number) => dati.fabbisogni[i].descrizione },
    { header: 'Importo', width: 20, value: (i: number) => dati.fabbisogni[i].importo, numFmt: FORMATO_EURO },
  ], `Fabbisogni: ${titolo}`);
  dati.fabbisogni.forEach((_, i) => foglioFabbisogni.aggiungi(i));
  foglioFabbisogni.evidenzia(['Totale', null, fabbisogni.toNumber()]);
  foglioFabbisogni.chiudi();

  const foglioCoperture = apriFoglio(workbook, 'Coperture', [
    { header: 'Fonte di copertura', width: 36, value: (c: Static<typeof Copertura>) => ETICHETTE_COPERTURA[c.tipo] ?? c.tipo },
    { header: 'Importo', width: 20, value: (c: Static<typeof Copertura>) => c.importo, numFmt: FORMATO_EURO },
    {
      header: 'Quota dei fabbisogni', width: 20, numFmt: '0.00%',
      value: (c: Static<typeof Copertura>) => (fabbisogni.isZero() ? null : importo(c.importo).div(fabbisogni).toDecimalPlaces(4).toNumber()),
    },
  ], `Coperture: ${titolo}`);
  dati.coperture.forEach(foglioCoperture.aggiungi);
  foglioCoperture.evidenzia(['Totale', coperture.toNumber(), null]);
  foglioCoperture.chiudi();

  const foglioFasi = apriFoglio(workbook, 'Cronoprogramma', [
    { ...numero, value: (i: number) => i + 1 },
    { header: 'Fase', width: 60, value: (i: number) => dati.cronoprogramma[i].descrizione },
    { header: 'Data inizio', width: 14, value: (i: number) => dataExcel(dati.cronoprogramma[i].dataInizio), numFmt: FORMATO_DATA },
    { header: 'Data fine', width: 14, value: (i: number) => dataExcel(dati.cronoprogramma[i].dataFine), numFmt: FORMATO_DATA },
  ], `Cronoprogramma: ${titolo}`);
  dati.cronoprogramma.forEach((_, i) => foglioFasi.aggiungi(i));
  foglioFasi.chiudi();

  await workbook.commit();
}
