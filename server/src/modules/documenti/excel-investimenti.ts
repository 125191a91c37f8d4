import type { Writable } from 'node:stream';
import type { Static } from 'typebox';
import { importo, somma } from '../../domain/importo';
import { apriFoglio, dataExcel, FORMATO_DATA, FORMATO_EURO, nuovoLibro, type Colonna } from '../../http/excel';
import type * as Importi from '../../../../contract/beneficiari/record-importi';
import type { Beneficiario } from '../../../../contract/beneficiari/record';
import { ETICHETTE_COPERTURA, siNo } from './formato';

type Investimento = Static<typeof Importi.Investimento>;
type Fabbisogno = Static<typeof Importi.Fabbisogno>;
type Copertura = Static<typeof Importi.Copertura>;
type Fase = Static<typeof Importi.Fase>;
/** A line with its number in the list, as people refer to it. */
type Numerata<T> = T & { readonly n: number };

const numerate = <T>(voci: readonly T[]): Numerata<T>[] => voci.map((voce, i) => ({ ...voce, n: i + 1 }));
const NUMERO = { header: 'N.', width: 6 } as const;

export interface DatiInvestimenti {
  readonly beneficiario: Beneficiario;
  readonly regioni: ReadonlyMap<string, string>;
  readonly investimenti: readonly Investimento[];
  readonly fabbisogni: readonly Fabbisogno[];
  readonly coperture: readonly Copertura[];
  readonly cronoprogramma: readonly Fase[];
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
  const titolo = `${b.nominativo} (${b.codiceFiscale}), programma n. ${b.idProgrammaInvestimento}`;
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

  const foglioInvestimenti = apriFoglio(
    workbook,
    'Investimenti',
    [
      { ...NUMERO, value: (i: Numerata<Investimento>) => i.n },
      { header: 'Descrizione', width: 60, value: (i: Numerata<Investimento>) => i.descrizione },
      { header: 'Regione', width: 22, value: (i: Numerata<Investimento>) => regioni.get(i.codRegione) ?? i.codRegione },
      { header: 'Importo', width: 20, value: (i: Numerata<Investimento>) => i.importo, numFmt: FORMATO_EURO },
    ],
    `Investimenti: ${titolo}`,
  );
  numerate(dati.investimenti).forEach(foglioInvestimenti.aggiungi);
  foglioInvestimenti.evidenzia(['Totale', null, null, investimenti.toNumber()]);
  foglioInvestimenti.chiudi();

  const foglioFabbisogni = apriFoglio(
    workbook,
    'Fabbisogni',
    [
      { ...NUMERO, value: (f: Numerata<Fabbisogno>) => f.n },
      { header: 'Descrizione', width: 60, value: (f: Numerata<Fabbisogno>) => f.descrizione },
      { header: 'Importo', width: 20, value: (f: Numerata<Fabbisogno>) => f.importo, numFmt: FORMATO_EURO },
    ],
    `Fabbisogni: ${titolo}`,
  );
  numerate(dati.fabbisogni).forEach(foglioFabbisogni.aggiungi);
  foglioFabbisogni.evidenzia(['Totale', null, fabbisogni.toNumber()]);
  foglioFabbisogni.chiudi();

  const foglioCoperture = apriFoglio(
    workbook,
    'Coperture',
    [
      { header: 'Fonte di copertura', width: 36, value: (c: Copertura) => ETICHETTE_COPERTURA[c.tipo] ?? c.tipo },
      { header: 'Importo', width: 20, value: (c: Copertura) => c.importo, numFmt: FORMATO_EURO },
      {
        header: 'Quota dei fabbisogni',
        width: 20,
        numFmt: '0.00%',
        value: (c: Copertura) =>
          fabbisogni.isZero() ? null : importo(c.importo).div(fabbisogni).toDecimalPlaces(4).toNumber(),
      },
    ],
    `Coperture: ${titolo}`,
  );
  dati.coperture.forEach(foglioCoperture.aggiungi);
  foglioCoperture.evidenzia(['Totale', coperture.toNumber(), null]);
  foglioCoperture.chiudi();

  const foglioFasi = apriFoglio(
    workbook,
    'Cronoprogramma',
    [
      { ...NUMERO, value: (f: Numerata<Fase>) => f.n },
      { header: 'Fase', width: 60, value: (f: Numerata<Fase>) => f.descrizione },
      { header: 'Data inizio', width: 14, value: (f: Numerata<Fase>) => dataExcel(f.dataInizio), numFmt: FORMATO_DATA },
      { header: 'Data fine', width: 14, value: (f: Numerata<Fase>) => dataExcel(f.dataFine), numFmt: FORMATO_DATA },
    ],
    `Cronoprogramma: ${titolo}`,
  );
  numerate(dati.cronoprogramma).forEach(foglioFasi.aggiungi);
  foglioFasi.chiudi();

  await workbook.commit();
}
