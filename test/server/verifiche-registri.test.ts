import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { FONTE_LOCALE_DEGGENDORF, FONTE_LOCALE_RNA } from '../../server/src/modules/registri/registri-locali';
import { seedIfEmpty } from '../../server/src/seed/seed';
import { P } from './support/dossier';
import { apriPortale, type Portale } from './support/programmi';

let portale: Portale;
/** The demo programme of seed/demo-registri.ts and its first three beneficiaries, in order. */
let id: number;
let primo: string;
let secondo: string;
let terzo: string;

beforeAll(async () => {
  portale = await apriPortale(async (database) => {
    await seedIfEmpty(database.db);
  });
  const [trovato] = await righe<{ id: number }>(
    portale.db,
    sql`SELECT b.id_programma_investimento AS id FROM registro_deggendorf_ordine o JOIN beneficiario b
      USING (codice_fiscale)
      JOIN programma_investimento p USING (id_programma_investimento)
      WHERE o.data_restituzione IS NULL AND b.stato = 'ATTIVO' AND p.id_stato = 'IN_ISTRUTTORIA'`,
  );
  id = trovato.id;
  const beneficiari = await righe<{ cf: string }>(
    portale.db,
    sql`SELECT codice_fiscale AS cf FROM beneficiario WHERE id_programma_investimento = ${id} AND stato = 'ATTIVO'
      AND abilitato ORDER BY id_beneficiario`,
  );
  [primo, secondo, terzo] = beneficiari.map(({ cf }) => cf);
});
afterAll(async () => portale?.close());

type Riga = {
  codiceFiscale: string;
  esito: string;
  dettaglio: string;
  dati: any;
  eseguitaDa: string;
  eseguitaIl: string;
  fonte: string;
  ruolo: string;
  daRipetere: boolean;
};
/** Amounts are formatted with a no-break space before the euro sign. */
const leggibile = (testo: string) => testo.replace(/\u00a0/g, ' ');
const di = (righe: Riga[], codiceFiscale: string) => righe.find((riga) => riga.codiceFiscale === codiceFiscale)!;

describe('the Deggendorf check on the demo data (local register)', () => {
  it('flags the firm under an unpaid recovery order with its reference, clears the others, dated, signed', async () => {
    const prima = Date.now();
    const { status, body } = await portale.chiama('istruttore1', 'POST', `${P}/eseguiVerificheDeggendolf/${id}`);
    expect(status).toBe(200);
    expect(di(body, primo)).toMatchObject({
      esito: 'IRREGOLARE',
      descrizioneEsito: 'Irregolare',
      eseguitaDa: 'istruttore1',
      ruolo: 'MBAC_ISTR_ISMEA',
      fonte: FONTE_LOCALE_DEGGENDORF,
      daRipetere: false,
    });
    expect(di(body, primo).dettaglio).toContain('SA.38132');
    expect(di(body, primo).dati.ordini[0]).toMatchObject({
      riferimento: 'SA.38132',
      restituito: false,
      importoDaRecuperare: 184250,
    });
    expect(di(body, secondo)).toMatchObject({
      esito: 'REGOLARE',
      dettaglio: "Nessun ordine di recupero a carico dell'impresa.",
    });
    expect(di(body, terzo).esito).toBe('REGOLARE');
    expect(di(body, terzo).dettaglio).toContain('restituito il 20/11/2017');
    expect(Date.parse(di(body, primo).eseguitaIl)).toBeGreaterThanOrEqual(prima - 1000);
  });

  it('keeps it in the history and tells the review people of the irregular firm', async () => {
    const storico = (await portale.chiama('coordinatore', 'GET', `${P}/getStoricoProgramma/${id}`)).body as {
      descrizioneAzione: string;
      utente: string;
      note: string;
    }[];
    expect(storico.find((voce) => voce.descrizioneAzione === 'Esegui verifica Deggendorf')).toMatchObject({
      utente: 'istruttore1',
    });
    expect(storico.at(-1)?.note).toMatch(/1 irregolari, 0 non verificabili/);
    const notifiche = (await portale.chiama('coordinatore', 'GET', '/api/notifiche/getNotificheUtente')).body as {
      titolo: string;
      testo: string;
      link: string;
    }[];
    const avviso = notifiche.find(
      (n) =>
        n.link.endsWith(`/idProgrammaInvestimento/${id}`) &&
        n.titolo.endsWith(': verifica Deggendorf con esito irregolare'),
    );
    expect(avviso?.titolo, 'the programme by name').not.toMatch(/^Programma n\./);
    expect(avviso?.testo).toContain(primo);
  });

  it('answers the latest evidence per beneficiary, and the earlier one survives', async () => {
    await portale.chiama('coordinatore', 'POST', `${P}/eseguiVerificheDeggendolf/${id}`);
    const { status, body } = await portale.chiama('ministero', 'GET', `${P}/checkVerificheDeggendolf/${id}`);
    expect(status).toBe(200);
    expect(body.every((riga: Riga) => riga.eseguitaDa === 'coordinatore')).toBe(true);
    const [{ n }] = await righe<{ n: number }>(
      portale.db,
      sql`SELECT count(*)::int AS n FROM verifica_registro WHERE id_programma_investimento = ${id}
        AND registro = 'DEGGENDORF' AND codice_fiscale = ${primo}`,
    );
    expect(n).toBe(2);
    await expect(
      portale.db.execute(sql`DELETE FROM verifica_registro WHERE id_programma_investimento = ${id}`),
    ).rejects.toThrow();
  });

  it('downloads every evidence as an Excel file named after the programme', async () => {
    const response = await portale.portal.app.inject({
      url: `${P}/downloadVerificheDeggendolf/${id}`,
      headers: await portale.headers('ministero'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="verifiche-deggendorf-programma-${id}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const righeFoglio = workbook
      .getWorksheet('Verifiche')!
      .getSheetValues()
      .slice(5)
      .map((riga) => Array.from(riga as ExcelJS.CellValue[], (cella) => String(cella ?? '')));
    const delPrimo = righeFoglio.filter((riga) => riga.includes(primo));
    expect(delPrimo).toHaveLength(2);
    expect(delPrimo.map((riga) => riga.slice(6, 8))).toEqual([
      ['Alessandro Ricci', 'Coordinatore ISMEA'],
      ['Laura Marino', 'Istruttore ISMEA'],
    ]);
    expect(delPrimo[0]).toEqual(expect.arrayContaining(['Irregolare', FONTE_LOCALE_DEGGENDORF]));
    expect(delPrimo[0].find((cella) => cella.includes('SA.38132'))).toBeDefined();
  });
});

describe('the RNA check on the demo data (local register)', () => {
  it('flags de minimis aid over the 300,000 € ceiling in three years and warns near it', async () => {
    const { status, body } = await portale.chiama('coordinatore', 'POST', `${P}/eseguiVerificheRna/${id}`);
    expect(status).toBe(200);
    expect(di(body, secondo)).toMatchObject({
      esito: 'IRREGOLARE',
      fonte: FONTE_LOCALE_RNA,
      eseguitaDa: 'coordinatore',
      eseguitaDaNome: 'Alessandro Ricci',
    });
    expect(di(body, secondo).dati).toMatchObject({ totaleDeMinimis: 322500, massimale: 300000, margineResiduo: 0 });
    expect(leggibile(di(body, secondo).dettaglio)).toContain('oltre il massimale di 300.000,00 €');
    expect(di(body, terzo)).toMatchObject({
      esito: 'REGOLARE',
      dati: { totaleDeMinimis: 250000, margineResiduo: 50000, prossimoAlMassimale: true },
    });
    expect(di(body, terzo).dettaglio).toContain('prossima al massimale');
    expect(di(body, terzo).dati.eslProgramma).toBeGreaterThan(0);
    expect(di(body, primo).dati, 'aid older than three years is out of the window').toMatchObject({
      totaleDeMinimis: 0,
      aiuti: [],
    });
  });

  it('answers the RNA evidence apart from the Deggendorf one', async () => {
    const { body } = await portale.chiama('istruttore1', 'GET', `${P}/checkVerificheRna/${id}`);
    expect(body.map((riga: Riga) => riga.esito)).toContain('IRREGOLARE');
    expect(body.every((riga: Riga) => riga.fonte === FONTE_LOCALE_RNA)).toBe(true);
  });
});

describe('who may check, read and download', () => {
  it('refuses the roles outside ISMEA and the ministry (403)', async () => {
    for (const [utente, metodo, chiamata] of [
      ['proponente1', 'POST', 'eseguiVerificheRna'],
      ['proponente1', 'GET', 'checkVerificheDeggendolf'],
      ['regione.lazio', 'GET', 'checkVerificheRna'],
      ['banca', 'GET', 'downloadVerificheRna'],
      ['validatore', 'POST', 'eseguiVerificheDeggendolf'],
    ] as const) {
      expect((await portale.chiama(utente, metodo, `${P}/${chiamata}/${id}`)).status, `${utente} ${chiamata}`).toBe(
        403,
      );
    }
  });

  it('answers 404 to an instructor the programme is not assigned to', async () => {
    expect((await portale.chiama('istruttore2', 'POST', `${P}/eseguiVerificheDeggendolf/${id}`)).status).toBe(404);
    expect((await portale.chiama('istruttore2', 'GET', `${P}/checkVerificheRna/${id}`)).status).toBe(404);
    expect((await portale.chiama('coordinatore', 'GET', `${P}/checkVerificheRna/999999`)).status).toBe(404);
  });

  it('answers 409 outside the review states, naming the state, and 409 without active beneficiaries', async () => {
    const [{ validato }] = await righe<{ validato: number }>(
      portale.db,
      sql`SELECT min(id_programma_investimento) AS validato FROM programma_investimento WHERE id_stato = 'VALIDATO'`,
    );
    expect(await portale.chiama('coordinatore', 'POST', `${P}/eseguiVerificheRna/${validato}`)).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Esegui verifica RNA» non consentita: il programma è nello stato «Validato».' },
    });
    const [{ presentato }] = await righe<{ presentato: number }>(
      portale.db,
      sql`SELECT min(id_programma_investimento) AS presentato FROM programma_investimento
        WHERE id_stato = 'PRESENTATO'`,
    );
    expect((await portale.chiama('coordinatore', 'GET', `${P}/downloadVerificheRna/${presentato}`)).status).toBe(409);
    const [{ vuoto }] = await righe<{ vuoto: number }>(
      portale.db,
      sql`INSERT INTO programma_investimento (id_bando, cuaa, denominazione, cod_regione, id_stato)
        SELECT id_bando, cuaa, 'Senza beneficiari', cod_regione, 'IN_ISTRUTTORIA' FROM programma_investimento
        WHERE id_programma_investimento = ${id}
        RETURNING id_programma_investimento AS vuoto`,
    );
    expect(await portale.chiama('coordinatore', 'POST', `${P}/eseguiVerificheDeggendolf/${vuoto}`)).toMatchObject({
      status: 409,
      body: { message: 'Il programma non ha beneficiari attivi da verificare.' },
    });
  });
});
