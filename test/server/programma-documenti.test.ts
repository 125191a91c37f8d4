import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatoProgramma } from '../../contract/programmi/stati';
import { righe } from '../../server/src/db/sql';
import { aggiungiGiorni, oggiInItalia } from '../../server/src/modules/programma/orologio';
import { apriDossier, CF, P, type Dossier } from './support/dossier';
import { testoDocx } from './support/zip';

const ACCESSO_NEGATO = 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const EURO = '#,##0.00 "€"';
const PEC = 'filiera@pec.example.it';
const MOTIVI =
  'Il piano finanziario non copre i fabbisogni dichiarati.\nManca la dichiarazione sul cumulo degli aiuti.';

let dossier: Dossier;
const oggi = oggiInItalia();
const it_ = (giorno: string) => giorno.split('-').reverse().join('/');

beforeAll(async () => {
  dossier = await apriDossier();
});
afterAll(async () => {
  await dossier?.portale.close();
});

interface Creato {
  readonly id: number;
  /** Based in Lazio, investing in Lazio and Veneto; an expired casellario and a valid antimafia information. */
  readonly caseificio: number;
  /** Based in Veneto, investing there only; no documents. */
  readonly rossi: number;
}

async function beneficiario(
  id: number,
  codiceFiscale: string,
  denominazione: string,
  codRegione: string,
): Promise<number> {
  const [{ idBeneficiario }] = await righe<{ idBeneficiario: number }>(
    dossier.portale.db,
    sql`INSERT INTO beneficiario (id_programma_investimento, codice_fiscale, denominazione, cod_regione)
      VALUES (${id}, ${codiceFiscale}, ${denominazione}, ${codRegione}) RETURNING id_beneficiario AS "idBeneficiario"`,
  );
  return idBeneficiario;
}

async function documento(idBeneficiario: number, tipo: string, data: string, protocollo: string) {
  await dossier.portale.db.execute(sql`INSERT INTO documento_beneficiario
      (id_beneficiario, tipo, data_caricamento, numero_protocollo, chiave_file, nome_file, tipo_file, dimensione,
      sha256, caricato_da)
    VALUES (${idBeneficiario}, ${tipo}, ${data}, ${protocollo}, gen_random_uuid(), 'certificato.pdf', 'pdf', 10,
    ${'0'.repeat(64)}, 'istruttore1')`);
}

/** A programme of proponente1 (Lazio, bank 03069, assigned to istruttore1) with two beneficiaries and their money. */
async function programma(stato: StatoProgramma, colonne = sql``): Promise<Creato> {
  const db = dossier.portale.db;
  const id = await dossier.programma(stato);
  await db.execute(sql`UPDATE proponente SET pec = ${PEC}, mail = 'info@filiera.example.it'
    WHERE id_proponente = (SELECT id_proponente FROM programma_investimento WHERE id_programma_investimento = ${id})`);
  await db.execute(
    sql`UPDATE programma_investimento SET importo_ammesso = 1234567.89 ${colonne}
      WHERE id_programma_investimento = ${id}`,
  );
  const caseificio = await beneficiario(id, CF.azienda, 'Caseificio Sociale del Lazio', '12');
  const rossi = await beneficiario(id, CF.personaVerona, 'Azienda agricola Bianchi', '05');
  await db.execute(sql`INSERT INTO investimento (id_beneficiario, ordine, descrizione, cod_regione, importo) VALUES
    (${caseificio}, 1, 'Linea di confezionamento', '12', 150000.50), (${caseificio}, 2, 'Impianto fotovoltaico', '05',
    49999.50),
    (${rossi}, 1, 'Stalla', '05', 80000)`);
  await db.execute(sql`INSERT INTO fabbisogno (id_beneficiario, ordine, descrizione, importo) VALUES
    (${caseificio}, 1, 'Macchinari', 200000), (${rossi}, 1, 'Opere edili', 80000)`);
  await db.execute(sql`INSERT INTO copertura (id_beneficiario, ordine, tipo, importo) VALUES
    (${caseificio}, 1, 'CONTRIBUTO_CAPITALE', 80000), (${caseificio}, 2, 'MEZZI_PROPRI', 120000), (${rossi}, 1,
    'MEZZI_PROPRI', 80000)`);
  await db.execute(sql`INSERT INTO cronoprogramma (id_beneficiario, ordine, descrizione, data_inizio, data_fine) VALUES
    (${caseificio}, 1, 'Acquisto dei macchinari', '2025-03-01', '2025-09-30')`);
  await documento(caseificio, 'CASELLARIO', '2020-01-15', 'PROT-2020-7');
  await documento(caseificio, 'INFORMATIVA_ANTIMAFIA', aggiungiGiorni(oggi, -10), 'PROT-ANT-42');
  return { id, caseificio, rossi };
}

async function nota(id: number, tipo: string, testo: string, { esito = null as string | null, bozza = false } = {}) {
  await dossier.portale.db
    .execute(sql`INSERT INTO programma_nota (id_programma_investimento, tipo, testo, esito, bozza, autore, ruolo)
    VALUES (${id}, ${tipo}, ${testo}, ${esito}, ${bozza}, 'validatore', 'MBAC_VALI_ISMEA')`);
}

async function scarica(username: string, url: string) {
  return dossier.portale.portal.app.inject({ url, headers: await dossier.portale.headers(username) });
}

async function libro(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook;
}

const valori = (sheet: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

/** The value row of «label» in a two-column sheet. */
const voce = (sheet: ExcelJS.Worksheet, etichetta: string) => {
  let trovata: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === etichetta) trovata = row;
  });
  if (!trovata) throw new Error(`${etichetta} manca`);
  return trovata.getCell(2);
};

function intestazioneBloccata(sheet: ExcelJS.Worksheet, riga: number) {
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: riga });
  expect(sheet.getRow(riga).font?.bold).toBe(true);
}

describe('GET downloadExcelRiepilogoProgramma/{id}', () => {
  it('gives the general data, the proponent, the amounts and every beneficiary with its totals', async () => {
    const { id } = await programma('IN_ISTRUTTORIA');
    const response = await scarica('ministero', `${P}/downloadExcelRiepilogoProgramma/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="riepilogo-programma-${id}\\.xlsx"`),
    );

    const workbook = await libro(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Programma', 'Beneficiari']);
    const [generale, beneficiari] = workbook.worksheets;
    intestazioneBloccata(generale, 3);
    expect(generale.getRow(1).getCell(1).value).toBe(`Programma n. ${id}: Azienda 01234567897`);
    expect(voce(generale, 'Stato').value).toBe('In istruttoria');
    expect(voce(generale, 'Importo richiesto').value).toBe(1000000);
    expect(voce(generale, 'Importo richiesto').numFmt).toBe(EURO);
    expect(voce(generale, 'Importo ammesso').value).toBe(1234567.89);
    expect(voce(generale, 'Data inizio').value).toEqual(new Date('2025-01-01T00:00:00Z'));
    expect(voce(generale, 'Data inizio').numFmt).toBe('dd/mm/yyyy');
    expect(voce(generale, 'PEC').value).toBe(PEC);
    expect(voce(generale, 'Banca autorizzata').value).toBe('Intesa Sanpaolo S.p.A. (ABI 03069)');

    intestazioneBloccata(beneficiari, 3);
    const righeBeneficiari = valori(beneficiari).slice(2);
    expect(righeBeneficiari).toEqual([
      [
        'Codice fiscale',
        'Denominazione',
        'Regione',
        'Stato',
        'Abilitato',
        'Totale investimenti',
        'Totale fabbisogni',
        'Totale coperture',
      ],
      [CF.azienda, 'Caseificio Sociale del Lazio', 'Lazio', 'Attivo', 'Sì', 200000, 200000, 200000],
      [CF.personaVerona, 'Azienda agricola Bianchi', 'Veneto', 'Attivo', 'Sì', 80000, 80000, 80000],
      ['Totale dei beneficiari attivi e abilitati', undefined, undefined, undefined, undefined, 280000, 280000, 280000],
    ]);
    expect(beneficiari.getRow(4).getCell(6).numFmt).toBe(EURO);
  });

  it('shows a region only the beneficiaries based or investing in it', async () => {
    const { id } = await programma('IN_ISTRUTTORIA');
    const lazio = await libro(
      (await scarica('regione.lazio', `${P}/downloadExcelRiepilogoProgramma/${id}`)).rawPayload,
    );
    expect(
      valori(lazio.getWorksheet('Beneficiari')!)
        .slice(3)
        .map((riga) => riga[0]),
    ).toEqual([CF.azienda, 'Totale dei beneficiari attivi e abilitati']);
    const veneto = await libro(
      (await scarica('regione.veneto', `${P}/downloadExcelRiepilogoProgramma/${id}`)).rawPayload,
    );
    expect(
      valori(veneto.getWorksheet('Beneficiari')!)
        .slice(3)
        .map((riga) => riga[0]),
    ).toEqual([CF.azienda, CF.personaVerona, 'Totale dei beneficiari attivi e abilitati']);
  });

  it('answers 404 for a programme the person does not see, 403 for a role that sees none', async () => {
    const { id } = await programma('IN_ISTRUTTORIA');
    expect((await scarica('istruttore2', `${P}/downloadExcelRiepilogoProgramma/${id}`)).statusCode).toBe(404);
    expect((await scarica('proponente2', `${P}/downloadExcelRiepilogoProgramma/${id}`)).statusCode).toBe(404);
    const commissione = await scarica('commissione', `${P}/downloadExcelRiepilogoProgramma/${id}`);
    expect(commissione.statusCode).toBe(403);
    expect(commissione.json()).toEqual({ message: ACCESSO_NEGATO });
  });
});

describe('GET downloadExcelRiepilogoAntimafia/{id}', () => {
  it('lists each current document with its dates, protocol, validity and expired flag', async () => {
    const { id } = await programma('IN_ISTRUTTORIA');
    const response = await scarica('istruttore1', `${P}/downloadExcelRiepilogoAntimafia/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="riepilogo-antimafia-programma-${id}\\.xlsx"`),
    );
    const [sheet] = (await libro(response.rawPayload)).worksheets;
    expect(sheet.name).toBe('Antimafia e casellario');
    intestazioneBloccata(sheet, 3);
    const [, , intestazione, ...dati] = valori(sheet);
    expect(intestazione).toEqual([
      'Codice fiscale',
      'Beneficiario',
      'Stato beneficiario',
      'Documento',
      'Data',
      'Numero protocollo',
      'Opzioni',
      'Valido fino al',
      'Valido',
      'Scaduto',
    ]);
    const giorno = (valore: string) => new Date(`${valore}T00:00:00Z`);
    expect(dati).toEqual([
      [
        CF.azienda,
        'Caseificio Sociale del Lazio',
        'Attivo',
        'Certificato del casellario giudiziale',
        giorno('2020-01-15'),
        'PROT-2020-7',
        undefined,
        giorno('2020-07-15'),
        'No',
        'Sì',
      ],
      [
        CF.azienda,
        'Caseificio Sociale del Lazio',
        'Attivo',
        'Informativa antimafia',
        giorno(aggiungiGiorni(oggi, -10)),
        'PROT-ANT-42',
        undefined,
        expect.any(Date),
        'Sì',
        'No',
      ],
      [CF.personaVerona, 'Azienda agricola Bianchi', 'Attivo', 'Nessun documento caricato'],
    ]);
    expect(sheet.getRow(4).getCell(5).numFmt).toBe('dd/mm/yyyy');
  });

  it('is judicial data: refused to the proponent, the region and the bank; 409 on a draft', async () => {
    const { id } = await programma('IN_ISTRUTTORIA');
    for (const username of ['proponente1', 'regione.lazio', 'banca']) {
      expect((await scarica(username, `${P}/downloadExcelRiepilogoAntimafia/${id}`)).statusCode, username).toBe(403);
    }
    const bozza = await programma('BOZZA');
    const response = await scarica('coordinatore', `${P}/downloadExcelRiepilogoAntimafia/${bozza.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Operazione «Scarica riepilogo antimafia» non consentita: il programma è nello stato «Bozza».',
    });
  });
});

describe('GET downloadExcelRiepilogoInvestimenti/{idBeneficiario}', () => {
  it("gives one beneficiary's investments, needs, coverage, schedule and totals", async () => {
    const { caseificio } = await programma('IN_ISTRUTTORIA');
    const response = await scarica('proponente1', `${P}/downloadExcelRiepilogoInvestimenti/${caseificio}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="riepilogo-investimenti-beneficiario-${caseificio}\\.xlsx"`),
    );
    const workbook = await libro(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Riepilogo',
      'Investimenti',
      'Fabbisogni',
      'Coperture',
      'Cronoprogramma',
    ]);
    const riepilogo = workbook.getWorksheet('Riepilogo')!;
    expect(voce(riepilogo, 'Totale investimenti').value).toBe(200000);
    expect(voce(riepilogo, 'Totale investimenti').numFmt).toBe(EURO);
    expect(voce(riepilogo, 'Coperture pari ai fabbisogni').value).toBe('Sì');
    const investimenti = workbook.getWorksheet('Investimenti')!;
    intestazioneBloccata(investimenti, 3);
    expect(valori(investimenti).slice(2)).toEqual([
      ['N.', 'Descrizione', 'Regione', 'Importo'],
      [1, 'Linea di confezionamento', 'Lazio', 150000.5],
      [2, 'Impianto fotovoltaico', 'Veneto', 49999.5],
      ['Totale', undefined, undefined, 200000],
    ]);
    expect(investimenti.getRow(4).getCell(4).numFmt).toBe(EURO);
    expect(valori(workbook.getWorksheet('Coperture')!).slice(3)).toEqual([
      ['Contributo in conto capitale', 80000, 0.4],
      ['Mezzi propri', 120000, 0.6],
      ['Totale', 200000],
    ]);
    expect(valori(workbook.getWorksheet('Cronoprogramma')!).slice(3)).toEqual([
      [1, 'Acquisto dei macchinari', new Date('2025-03-01T00:00:00Z'), new Date('2025-09-30T00:00:00Z')],
    ]);
  });

  it("follows the beneficiary's visibility: a region sees those based or investing in it", async () => {
    const { caseificio, rossi } = await programma('IN_ISTRUTTORIA');
    expect((await scarica('regione.veneto', `${P}/downloadExcelRiepilogoInvestimenti/${caseificio}`)).statusCode).toBe(
      200,
    );
    expect((await scarica('regione.lazio', `${P}/downloadExcelRiepilogoInvestimenti/${rossi}`)).statusCode).toBe(404);
    expect((await scarica('proponente2', `${P}/downloadExcelRiepilogoInvestimenti/${caseificio}`)).statusCode).toBe(
      404,
    );
    expect((await scarica('commissione', `${P}/downloadExcelRiepilogoInvestimenti/${caseificio}`)).statusCode).toBe(
      403,
    );
  });
});

describe('GET generaTemplateRifiuto/{id}', () => {
  it('writes the 10-bis notice to the proponent with the reasons and the deadline', async () => {
    const scadenza = aggiungiGiorni(oggi, 10);
    const { id } = await programma('PREAVVISO_RIGETTO', sql`, scadenza_controdeduzioni = ${scadenza}`);
    await nota(id, 'VALIDAZIONE', MOTIVI, { esito: 'NEGATIVO' });
    const response = await scarica('validatore', `${P}/generaTemplateRifiuto/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="preavviso-rigetto-programma-${id}\\.docx"`),
    );
    const testo = testoDocx(response.rawPayload);
    expect(testoDocx(response.rawPayload, 'word/header1.xml')).toContain(
      "Ministero dell'agricoltura, della sovranità alimentare e delle foreste",
    );
    expect(testo).toContain('Spett.le\nAzienda 01234567897\nCUAA 01234567897\nPEC: filiera@pec.example.it');
    expect(testo).toContain("preavviso di rigetto ai sensi dell'art. 10-bis della legge 7 agosto 1990, n. 241");
    expect(testo).toContain(MOTIVI);
    expect(testo).toContain(`entro 10 giorni dal ricevimento della presente e comunque entro il ${it_(scadenza)}`);
    expect(testo).toContain('1.000.000,00 €');
    expect(testo).toContain(`Roma, ${it_(oggi)}`);
    expect(testo).toContain('Il Responsabile del procedimento');
  });

  it('keeps the reasons and the term once the programme is not admitted', async () => {
    const { id } = await programma('NON_AMMESSO');
    await nota(id, 'VALIDAZIONE', MOTIVI, { esito: 'NEGATIVO' });
    const testo = testoDocx((await scarica('coordinatore', `${P}/generaTemplateRifiuto/${id}`)).rawPayload);
    expect(testo).toContain(MOTIVI);
    expect(testo).toContain(`comunque entro il ${it_(aggiungiGiorni(oggi, 10))}`);
  });

  it('answers 409 out of the notice and when no negative validation gives reasons; 403 to the proponent', async () => {
    const { id } = await programma('IN_ISTRUTTORIA');
    const response = await scarica('coordinatore', `${P}/generaTemplateRifiuto/${id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Operazione «Scarica preavviso di rigetto» non consentita: il programma è nello stato «In istruttoria».',
    });
    const senzaMotivi = await programma('PREAVVISO_RIGETTO');
    const senza = await scarica('coordinatore', `${P}/generaTemplateRifiuto/${senzaMotivi.id}`);
    expect(senza.statusCode).toBe(409);
    expect(senza.json().message).toBe(
      'Il programma non ha un esito di validazione negativo da cui trarre il preavviso di rigetto.',
    );
    expect((await scarica('proponente1', `${P}/generaTemplateRifiuto/${senzaMotivi.id}`)).statusCode).toBe(403);
  });
});

describe('GET generaTemplateApprovazione/{id}', () => {
  it('writes the approval with the admitted amount, CUP, COR and the beneficiaries', async () => {
    const { id } = await programma('APPROVATO', sql`, codice_cup = 'J12B24000010005', codice_core = '1234567'`);
    const response = await scarica('ministero', `${P}/generaTemplateApprovazione/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="approvazione-programma-${id}\\.docx"`),
    );
    const testo = testoDocx(response.rawPayload);
    expect(testo).toContain('Azienda 01234567897');
    expect(testo).toContain(PEC);
    expect(testo).toContain('CUP\nJ12B24000010005');
    expect(testo).toContain('Codice Unico di Progetto (CUP) J12B24000010005 e il codice COR 1234567');
    expect(testo).toContain('importo ammesso di 1.234.567,89 €');
    expect(testo).toContain('Caseificio Sociale del Lazio\n200.000,00 €');
  });

  it('leaves CUP and COR to assign before approval; 409 where it is impossible; 403 to the validator', async () => {
    const { id } = await programma('VALIDATO');
    const testo = testoDocx((await scarica('coordinatore', `${P}/generaTemplateApprovazione/${id}`)).rawPayload);
    expect(testo).toContain('(CUP) [da assegnare con l’approvazione]');
    const inIstruttoria = await programma('IN_ISTRUTTORIA');
    const response = await scarica('ministero', `${P}/generaTemplateApprovazione/${inIstruttoria.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Operazione «Scarica modello di approvazione» non consentita: il programma è nello stato «In istruttoria».',
    );
    expect((await scarica('validatore', `${P}/generaTemplateApprovazione/${id}`)).statusCode).toBe(403);
  });
});

describe('GET generaTemplateIntegrazioniProponente/{id}', () => {
  it('writes the request sent, with its deadline counted from the day of the request', async () => {
    const { id } = await programma('IN_INTEGRAZIONE', sql`, integrazione_richiesta_il = ${aggiungiGiorni(oggi, -5)}`);
    await nota(id, 'RICHIESTA_INTEGRAZIONE', 'Bilancio 2024 approvato.\nPreventivi dei macchinari.');
    const response = await scarica('istruttore1', `${P}/generaTemplateIntegrazioniProponente/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="richiesta-integrazioni-programma-${id}\\.docx"`),
    );
    const testo = testoDocx(response.rawPayload);
    expect(testo).toContain('Richiesta di integrazioni documentali');
    expect(testo).toContain('Bilancio 2024 approvato.\nPreventivi dei macchinari.');
    expect(testo).toContain(
      `entro 30 giorni dal ricevimento della presente e comunque entro il ${it_(aggiungiGiorni(oggi, 25))}`,
    );
    expect(testo).toContain(PEC);
  });

  it('uses the draft while the request is being written; 409 in other states, 403 to the validator', async () => {
    const { id } = await programma('IN_ISTRUTTORIA');
    await nota(id, 'RICHIESTA_INTEGRAZIONE', 'Visura camerale aggiornata.', { bozza: true });
    const testo = testoDocx(
      (await scarica('coordinatore', `${P}/generaTemplateIntegrazioniProponente/${id}`)).rawPayload,
    );
    expect(testo).toContain('Visura camerale aggiornata.');
    expect(testo).toContain(`comunque entro il ${it_(aggiungiGiorni(oggi, 30))}`);
    const presentato = await programma('PRESENTATO');
    expect(
      (await scarica('coordinatore', `${P}/generaTemplateIntegrazioniProponente/${presentato.id}`)).statusCode,
    ).toBe(409);
    expect((await scarica('validatore', `${P}/generaTemplateIntegrazioniProponente/${id}`)).statusCode).toBe(403);
  });
});

describe('GET downloadInfoProgramma/{id}', () => {
  it('gives whoever sees the programme its sheet, with the beneficiaries they see', async () => {
    const { id } = await programma('IN_ISTRUTTORIA', sql`, codice_cup = 'J12B24000010005'`);
    const response = await scarica('banca', `${P}/downloadInfoProgramma/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(DOCX);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="scheda-programma-${id}\\.docx"`),
    );
    const testo = testoDocx(response.rawPayload);
    expect(testo).toContain(`Scheda del Programma di investimento n. ${id} «Filiera di prova»`);
    expect(testo).toContain('PEC\nfiliera@pec.example.it');
    expect(testo).toContain('CUP\nJ12B24000010005');
    expect(testo).toContain('Azienda agricola Bianchi');
    expect(testo).toContain('Totale dei beneficiari attivi e abilitati\n\n\n280.000,00 €');

    const lazio = testoDocx((await scarica('regione.lazio', `${P}/downloadInfoProgramma/${id}`)).rawPayload);
    expect(lazio).toContain('Caseificio Sociale del Lazio');
    expect(lazio).not.toContain('Azienda agricola Bianchi');
    expect((await scarica('proponente2', `${P}/downloadInfoProgramma/${id}`)).statusCode).toBe(404);
    expect((await scarica('commissione', `${P}/downloadInfoProgramma/${id}`)).statusCode).toBe(403);
  });
});
