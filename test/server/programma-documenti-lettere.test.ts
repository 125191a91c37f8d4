import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { aggiungiGiorni } from '../../server/src/engine/clock';
import { P } from './support/dossier';
import {
  comePersona,
  conDossier,
  DOCX,
  it_,
  MOTIVI,
  nota,
  oggi,
  PEC,
  programma,
  scarica,
} from './support/programma-documenti';
import { testoDocx } from './support/zip';

conDossier();

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

  it('names a beneficiary who is a person by surname and name, in the approval and in the sheet', async () => {
    const { id, rossi } = await programma('APPROVATO', sql`, codice_cup = 'J12B24000010005', codice_core = '1234567'`);
    await comePersona(rossi, 'Bianchi', 'Anna');
    const approvazione = testoDocx((await scarica('ministero', `${P}/generaTemplateApprovazione/${id}`)).rawPayload);
    expect(approvazione).toContain('Bianchi Anna\n80.000,00 €');
    const scheda = testoDocx((await scarica('ministero', `${P}/downloadInfoProgramma/${id}`)).rawPayload);
    expect(scheda).toContain('Bianchi Anna');
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
