import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTESA, DOMANDE, preparaBandoDiProva, type BandoDiProva } from './support/graduatoria';
import { apriPortale, type Portale } from './support/programmi';

/** The ranking and scoring sheets as Excel, read back with ExcelJS, on the call worked out by hand. */
const G = '/apigen/graduatoria';
const V = '/apigen/valutazione';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let portale: Portale;
let bando: BandoDiProva;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    bando = await preparaBandoDiProva(database);
    // The commission member who saved the scores, known to the portal by name.
    await database.db.execute(
      sql`INSERT INTO utente (username, nome, cognome) VALUES ('commissione', 'Luca', 'De Luca')`,
    );
  });
});
afterAll(async () => portale?.close());

async function scarica(username: string, url: string) {
  const response = await portale.portal.app.inject({ url, headers: await portale.headers(username) });
  const libro = new ExcelJS.Workbook();
  if (response.statusCode === 200) await libro.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, libro };
}

/** The sheet's rows from the header row on, as arrays of cell values (column A first). */
const valori = (foglio: ExcelJS.Worksheet, daRiga: number) =>
  foglio.getRows(daRiga, foglio.rowCount - daRiga + 1)!.map((riga) => (riga.values as ExcelJS.CellValue[]).slice(1));

const PERCHE: Record<string, string | null> = {
  PUNTEGGIO: 'Punteggio più alto',
  INOLTRO: 'A pari punteggio, inoltrata prima',
  NUMERO: 'A pari punteggio e inoltro, numero di domanda minore',
};
const ESITO: Record<string, string> = {
  FINANZIABILE: 'Finanziabile',
  AMMESSA_NON_FINANZIATA: 'Ammessa non finanziata',
  ESCLUSA: 'Esclusa',
};

describe('downloadExcel/{idBando}: the ranking', () => {
  it('is provisional for the commission: every row explains itself, then the call data', async () => {
    const { response, libro } = await scarica('commissione', `${G}/downloadExcel/${bando.idBando}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toContain(
      `filename="graduatoria-provvisoria-bando-${bando.idBando}.xlsx"`,
    );
    const foglio = libro.getWorksheet('Graduatoria')!;
    expect(foglio.getCell('A1').value).toBe('Graduatoria provvisoria: Bando di prova');
    const [intestazione, ...righe] = valori(foglio, 3);
    expect(intestazione).toEqual([
      'Posizione',
      'N. domanda',
      'Programma del distretto',
      'Società capofila',
      'Parametro p1',
      'Parametro p2 (media beneficiari)',
      'Punteggio',
      'Inoltrata il',
      'Importo richiesto',
      'Sopra il punteggio minimo',
      'Esito',
      'Budget residuo dopo la riga',
      'Davanti alla seguente per',
    ]);
    expect(
      righe.map((riga) => [
        riga[1],
        riga[2],
        riga[4],
        riga[5],
        riga[6],
        riga[8],
        riga[9],
        riga[10],
        riga[11],
        riga[12],
      ]),
    ).toEqual(
      ATTESA.map((atteso) => [
        bando.ids.get(atteso.domanda),
        `Distretto ${atteso.domanda}`,
        DOMANDE[atteso.domanda].p1,
        atteso.media,
        atteso.punteggio,
        DOMANDE[atteso.domanda].importo,
        atteso.esito === 'ESCLUSA' ? 'No' : 'Sì',
        ESITO[atteso.esito],
        atteso.budgetResiduo,
        atteso.spareggio ? PERCHE[atteso.spareggio] : undefined,
      ]),
    );
    expect(righe.map((riga) => riga[0])).toEqual([1, 2, 3, 4, 5, 6]);
    expect((righe[0][7] as Date).toISOString()).toBe(DOMANDE.B.inoltro);
    const dati = valori(libro.getWorksheet('Dati del bando')!, 2);
    expect(dati).toEqual([
      ['Bando', 'Bando di prova'],
      ['Graduatoria', 'Provvisoria: calcolata al momento dello scaricamento'],
      ['Punteggio minimo', 20],
      ['Budget', 100_000],
      ['Regola', 'Regola di calcolo dei punteggi, versione 1'],
      ['Definitiva dal'],
      ['Data del decreto'],
    ]);
  });

  it('is refused to the proponent while provisional, and everyone’s once final', async () => {
    expect((await scarica('proponente1', `${G}/downloadExcel/${bando.idBando}`)).response.statusCode).toBe(403);
    expect((await portale.chiama('ministero', 'GET', `${G}/finalizzaGraduatoria/${bando.idBando}`)).status).toBe(200);
    const { response, libro } = await scarica('proponente1', `${G}/downloadExcel/${bando.idBando}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const foglio = libro.getWorksheet('Graduatoria')!;
    expect(foglio.getCell('A1').value).toBe('Graduatoria definitiva: Bando di prova');
    expect(valori(foglio, 4).map((riga) => riga[10])).toEqual(ATTESA.map((atteso) => ESITO[atteso.esito]));
    expect(valori(libro.getWorksheet('Dati del bando')!, 2)[1]).toEqual(['Graduatoria', 'Definitiva']);
    expect((await scarica('commissione', `${G}/downloadExcel/999999`)).response.statusCode).toBe(404);
  });
});

describe('downloadExcelValutazione/{idDomanda}: the scoring sheet', () => {
  it('lists each score, the beneficiaries’ mean rounded half up, and the application’s score', async () => {
    const idDomanda = bando.ids.get('C')!;
    const { response, libro } = await scarica('commissione', `${V}/downloadExcelValutazione/${idDomanda}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="valutazione-domanda-${idDomanda}.xlsx"`);
    const foglio = libro.getWorksheet('Valutazione')!;
    expect(foglio.getCell('A1').value).toBe(`Scheda di valutazione della domanda n. ${idDomanda}: Distretto C`);
    expect(valori(foglio, 4).map((riga) => riga.slice(0, 5))).toEqual([
      ['Parametro p1', 'Domanda', undefined, 20, '20 punti'],
      ['Parametro p2', 'Beneficiario', 'Beneficiario 1', 1.2, '1.2 punti'],
      ['Parametro p2', 'Beneficiario', 'Beneficiario 2', 1.25, '1.25 punti'],
      ['Parametro p2: media dei beneficiari', undefined, undefined, 1.23],
      ['Punteggio della domanda', undefined, '3 di 3 punteggi assegnati', 21.23],
    ]);
    // Who saved each score, as people read it: by name, not by username.
    expect(valori(foglio, 4).map((riga) => riga[6])).toEqual([
      'Luca De Luca',
      'Luca De Luca',
      'Luca De Luca',
      undefined,
      undefined,
    ]);
    // Each score's motivation beside it (docs/graduatoria.md «Motivations»).
    expect(valori(foglio, 3)[0].slice(8)).toEqual(['Motivazione', 'Evidenza']);
    expect(valori(foglio, 4)[0][8]).toBe('Punteggio motivato dalla relazione tecnica del programma');
  });

  it('is the commission’s and the ministry’s only', async () => {
    const url = `${V}/downloadExcelValutazione/${bando.ids.get('A')}`;
    expect((await scarica('ministero', url)).response.statusCode).toBe(200);
    expect((await scarica('proponente1', url)).response.statusCode).toBe(403);
    expect((await scarica('commissione', `${V}/downloadExcelValutazione/999999`)).response.statusCode).toBe(404);
  });
});
