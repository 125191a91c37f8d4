import { describe, expect, it } from 'vitest';
import { aggiungiGiorni } from '../../server/src/engine/clock';
import { CF, P } from './support/dossier';
import {
  ACCESSO_NEGATO,
  conDossier,
  EURO,
  intestazioneBloccata,
  libro,
  oggi,
  PEC,
  programma,
  scarica,
  valori,
  voce,
  XLSX,
} from './support/programma-documenti';

conDossier();

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
