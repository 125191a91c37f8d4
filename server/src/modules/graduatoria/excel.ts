import type { Writable } from 'node:stream';
import { DESCRIZIONE_STATO_DOMANDA } from '../../../../contract/domande/stati';
import { apriFoglio, FORMATO_DATA, FORMATO_DATA_ORA, FORMATO_EURO, nuovoLibro, type Colonna } from '../../http/excel';
import type { ParametroDelBando, RigaConNomi, Testata } from './lettura';

const FORMATO_PUNTI = '0.00';

/** Why a row stands above the next one, as a person reads it. */
export const PERCHE_SOPRA: Readonly<Record<string, string>> = {
  PUNTEGGIO: 'Punteggio più alto',
  INOLTRO: 'A pari punteggio, inoltrata prima',
  NUMERO: 'A pari punteggio e inoltro, numero di domanda minore',
};

const colonne = (parametri: readonly ParametroDelBando[]): Colonna<RigaConNomi>[] => [
  { header: 'Posizione', width: 10, value: (r) => r.posizione },
  { header: 'N. domanda', width: 11, value: (r) => r.idDomanda },
  { header: 'Programma del distretto', width: 50, value: (r) => r.denominazione },
  { header: 'Società capofila', width: 36, value: (r) => r.denominazioneProponente },
  ...parametri.map((parametro): Colonna<RigaConNomi> => ({
    header:
      parametro.livello === 'BENEFICIARIO' ? `${parametro.descrizione} (media beneficiari)` : parametro.descrizione,
    width: 22,
    numFmt: FORMATO_PUNTI,
    value: (r) => r.punteggi.find((p) => p.idParametro === parametro.idParametro)?.valore ?? null,
  })),
  { header: 'Punteggio', width: 11, value: (r) => r.punteggio, numFmt: FORMATO_PUNTI },
  { header: 'Inoltrata il', width: 18, value: (r) => new Date(r.dataInoltro), numFmt: FORMATO_DATA_ORA },
  { header: 'Importo richiesto', width: 18, value: (r) => r.importoRichiesto, numFmt: FORMATO_EURO },
  { header: 'Sopra il punteggio minimo', width: 14, value: (r) => (r.sopraSoglia ? 'Sì' : 'No') },
  { header: 'Esito', width: 26, value: (r) => DESCRIZIONE_STATO_DOMANDA[r.esito] },
  { header: 'Budget residuo dopo la riga', width: 22, value: (r) => r.budgetResiduo, numFmt: FORMATO_EURO },
  { header: 'Davanti alla seguente per', width: 44, value: (r) => (r.spareggio ? PERCHE_SOPRA[r.spareggio] : null) },
];

/**
 * Streams the ranking workbook to `output` and ends it: one row per application, each explaining itself (its score
 * per parameter, the beneficiaries' mean for the BENEFICIARIO ones, what placed it above the next, whether it is over
 * the minimum, the budget left after it), then a sheet with the call data the ranking was computed with.
 */
export async function scriviGraduatoriaExcel(
  testata: Testata,
  parametri: readonly ParametroDelBando[],
  blocchi: AsyncIterable<RigaConNomi[]>,
  output: Writable,
): Promise<void> {
  const workbook = nuovoLibro(output);
  const titolo = `Graduatoria ${testata.definitiva ? 'definitiva' : 'provvisoria'}: ${testata.descrizioneBando}`;
  const foglio = apriFoglio(workbook, 'Graduatoria', colonne(parametri), titolo);
  for await (const blocco of blocchi) blocco.forEach(foglio.aggiungi);
  foglio.chiudi();
  const dati = apriFoglio<readonly [string, string | number | Date | null, string?]>(workbook, 'Dati del bando', [
    { header: 'Dato', width: 34, value: ([dato]) => dato },
    { header: 'Valore', width: 40, value: ([, valore]) => valore },
  ]);
  const righe: (readonly [string, string | number | Date | null, string?])[] = [
    ['Bando', testata.descrizioneBando],
    ['Graduatoria', testata.definitiva ? 'Definitiva' : 'Provvisoria: calcolata al momento dello scaricamento'],
    ['Punteggio minimo', testata.punteggioMinimo, FORMATO_PUNTI],
    ['Budget', testata.budget, FORMATO_EURO],
    ['Regola', testata.versioneRegola],
    ['Definitiva dal', testata.finalizzataIl ? new Date(testata.finalizzataIl) : null, FORMATO_DATA_ORA],
    ['Data del decreto', testata.dataDecreto ? new Date(`${testata.dataDecreto}T00:00:00Z`) : null, FORMATO_DATA],
  ];
  for (const [dato, valore, formato] of righe) {
    const riga = dati.sheet.addRow([dato, valore]);
    if (formato) riga.getCell(2).numFmt = formato;
    riga.commit();
  }
  dati.chiudi();
  await workbook.commit();
}
