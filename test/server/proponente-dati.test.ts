import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { apriDossier, CF, P, type Dossier } from './support/dossier';
import { CUAA_P1 } from './support/programmi';

let dossier: Dossier;
let bozza: number;
let idProponente: number;

beforeAll(async () => {
  dossier = await apriDossier();
  bozza = await dossier.programma('BOZZA');
  idProponente = (await dossier.chiama('proponente1', 'GET', `${P}/getDettaglioProponente/${bozza}`)).body.idProponente;
});
afterAll(async () => dossier?.portale.close());

const chiama = (...args: Parameters<Dossier['chiama']>) => dossier.chiama(...args);
const rappresentante = {
  codiceFiscale: 'rssmra80a01h501u',
  nome: 'Mario',
  cognome: 'Rossi',
  dataNascita: '1980-01-01',
  comuneNascita: 'Roma',
};

describe('getDettaglioProponente/{idProgrammaInvestimento}', () => {
  it("answers the programme's own proponent, created with the programme, empty until filled in", async () => {
    const { status, body } = await chiama('proponente1', 'GET', `${P}/getDettaglioProponente/${bozza}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      idProponente,
      idProgrammaInvestimento: bozza,
      idStato: 'BOZZA',
      descrizioneStato: 'Bozza',
      cuaa: CUAA_P1,
      denominazione: `Azienda ${CUAA_P1}`,
      mail: null,
      pec: null,
      rappresentanteLegale: null,
      referente: null,
      bancaAutorizzata: { abi: '03069', denominazione: 'Intesa Sanpaolo S.p.A.', iban: null },
    });
    const altro = await dossier.programma('BOZZA');
    expect((await chiama('proponente1', 'GET', `${P}/getDettaglioProponente/${altro}`)).body.idProponente).not.toBe(
      idProponente,
    );
  });

  it('answers 404 to a proponent of another company and for a programme that does not exist', async () => {
    expect(await chiama('proponente2', 'GET', `${P}/getDettaglioProponente/${bozza}`)).toMatchObject({
      status: 404,
      body: { message: 'Proponente non trovato' },
    });
    expect((await chiama('coordinatore', 'GET', `${P}/getDettaglioProponente/99999`)).status).toBe(404);
  });

  it('is read by the bank of a submitted programme, and by nobody outside the policy', async () => {
    const presentato = await dossier.programma('PRESENTATO');
    expect((await chiama('banca', 'GET', `${P}/getDettaglioProponente/${presentato}`)).status).toBe(200);
    expect(
      (await chiama('banca', 'GET', `${P}/getDettaglioProponente/${bozza}`)).status,
      'a draft is the proponent’s',
    ).toBe(404);
    expect((await chiama('commissione', 'GET', `${P}/getDettaglioProponente/${presentato}`)).status).toBe(403);
  });
});

describe('salvaMailProponente/{idProponente}', () => {
  const salva = (username: string, query: string, id = idProponente) =>
    chiama(username, 'POST', `${P}/salvaMailProponente/${id}?${query}`);

  it('saves the mail, and the PEC when given (keeping it when not)', async () => {
    const { status, body } = await salva('proponente1', 'mail=info%40colli.it&pec=colli%40legalmail.it');
    expect(status).toBe(200);
    expect(body).toMatchObject({ mail: 'info@colli.it', pec: 'colli@legalmail.it' });
    expect((await salva('proponente1', 'mail=amministrazione%40colli.it')).body).toMatchObject({
      mail: 'amministrazione@colli.it',
      pec: 'colli@legalmail.it',
    });
  });

  it('refuses a missing or wrong mail and a wrong PEC, field by field', async () => {
    expect(await salva('proponente1', '')).toMatchObject({
      status: 400,
      body: { errors: { mail: 'Campo obbligatorio' } },
    });
    expect((await salva('proponente1', 'mail=non-una-mail&pec=neanche')).body).toEqual({
      requestId: expect.any(String),
      message: 'Dati non validi: controlla i campi indicati',
      errors: { mail: 'Indirizzo email non valido', pec: 'Indirizzo email non valido' },
    });
  });

  it('answers 403 to a role that never edits, 404 to another company, 409 once the programme is in', async () => {
    expect((await salva('istruttore1', 'mail=a%40b.it')).status).toBe(403);
    expect((await salva('proponente2', 'mail=a%40b.it')).status).toBe(404);
    const presentato = await dossier.programma('PRESENTATO');
    const suo = (await chiama('proponente1', 'GET', `${P}/getDettaglioProponente/${presentato}`)).body.idProponente;
    expect(await salva('proponente1', 'mail=a%40b.it', suo)).toMatchObject({
      status: 409,
      body: { message: 'Operazione «Salva email e PEC» non consentita: il programma è nello stato «Presentato».' },
    });
    expect((await salva('coordinatore', 'mail=a%40b.it', suo)).status, 'the coordinator keeps contacts right').toBe(
      200,
    );
  });

  it('lets the proponent answer an integration request, and nobody touch a final programme', async () => {
    const integrazione = await dossier.programma('IN_INTEGRAZIONE');
    const annullato = await dossier.programma('ANNULLATO');
    const id = async (programma: number) =>
      (await chiama('coordinatore', 'GET', `${P}/getDettaglioProponente/${programma}`)).body.idProponente;
    expect((await salva('proponente1', 'mail=a%40b.it', await id(integrazione))).status).toBe(200);
    expect((await salva('coordinatore', 'mail=a%40b.it', await id(annullato))).status).toBe(409);
  });
});

describe('salvaRappresentanteLegale', () => {
  it('saves the legal representative, upper-casing the code, and makes the surname the search column', async () => {
    const { status, body } = await chiama('proponente1', 'POST', `${P}/salvaRappresentanteLegale`, {
      idProponente,
      ...rappresentante,
      telefono: '+39 06 5551234',
    });
    expect(status).toBe(200);
    expect(body.rappresentanteLegale).toEqual({
      ...rappresentante,
      codiceFiscale: CF.persona,
      telefono: '+39 06 5551234',
      mail: null,
    });
    const [{ cognome }] = await righe<{ cognome: string }>(
      dossier.portale.db,
      sql`SELECT cognome_proponente AS cognome FROM programma_investimento WHERE id_programma_investimento = ${bozza}`,
    );
    expect(cognome).toBe('Rossi');
    const trovati = await chiama('proponente1', 'GET', `${P}/getListaProgrammiInvestimento?cognomeProponente=ros`);
    expect(trovati.body.map((p: { idProgrammaInvestimento: number }) => p.idProgrammaInvestimento)).toContain(bozza);
  });

  it('wants a person: a company code, a wrong code and missing names are refused per field', async () => {
    const azienda = await chiama('proponente1', 'POST', `${P}/salvaRappresentanteLegale`, {
      idProponente,
      ...rappresentante,
      codiceFiscale: CF.azienda,
    });
    expect(azienda.body.errors).toEqual({
      codiceFiscale: 'Il rappresentante legale è una persona fisica: indicare un codice fiscale di 16 caratteri',
    });
    const sbagliato = await chiama('proponente1', 'POST', `${P}/salvaRappresentanteLegale`, {
      idProponente,
      codiceFiscale: 'RSSMRA80A01H501A',
      nome: '',
    });
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.errors).toMatchObject({
      codiceFiscale: expect.stringContaining('Codice fiscale non valido'),
      nome: 'Campo obbligatorio',
      cognome: 'Campo obbligatorio',
    });
  });

  it('wants a birth date that can be true: not in 2031, not of a minor, and keeps the one saved', async () => {
    const nato = (dataNascita: string) =>
      chiama('proponente1', 'POST', `${P}/salvaRappresentanteLegale`, { idProponente, ...rappresentante, dataNascita });
    expect(await nato('2031-05-10')).toMatchObject({
      status: 400,
      body: { errors: { dataNascita: 'La data di nascita non può essere successiva a oggi' } },
    });
    const minore = await nato(`${new Date().getUTCFullYear() - 10}-01-01`);
    expect(minore.body.errors.dataNascita).toMatch(/^Il rappresentante legale deve essere maggiorenne: nato entro il /);
    const letto = await chiama('proponente1', 'GET', `${P}/getDettaglioProponente/${bozza}`);
    expect(letto.body.rappresentanteLegale).toMatchObject({ dataNascita: '1980-01-01' });
  });
});

describe('salvaReferente/{idProponente}', () => {
  it('saves the referent and refuses a bad mail', async () => {
    const referente = { nome: 'Giulia', cognome: 'Verdi', telefono: '+39 333 1234567', mail: 'giulia.verdi@colli.it' };
    expect(
      (await chiama('proponente1', 'POST', `${P}/salvaReferente/${idProponente}`, referente)).body.referente,
    ).toEqual(referente);
    const sbagliato = await chiama('proponente1', 'POST', `${P}/salvaReferente/${idProponente}`, {
      ...referente,
      mail: 'giulia',
    });
    expect(sbagliato).toMatchObject({ status: 400, body: { errors: { mail: 'Indirizzo email non valido' } } });
  });
});

describe('salvaBancaAutorizzata/{idProgrammaInvestimento}', () => {
  const salva = (username: string, body: object, id = bozza) =>
    chiama(username, 'POST', `${P}/salvaBancaAutorizzata/${id}`, body);

  it('names the bank by ABI, keeps the registered name of a known ABI, and adds an unknown one', async () => {
    const nota = await salva('proponente1', {
      abi: '02008',
      denominazione: 'Unicredit',
      iban: 'IT60X0542811101000000123456',
    });
    expect(nota.body.errors).toEqual({ iban: "L'IBAN non è della banca indicata (ABI 02008)" });
    const { body } = await salva('proponente1', {
      abi: '05428',
      denominazione: 'Banca di prova',
      iban: 'IT60X0542811101000000123456',
    });
    expect(body.bancaAutorizzata).toEqual({
      abi: '05428',
      denominazione: 'Banca di prova',
      iban: 'IT60X0542811101000000123456',
    });
    expect((await salva('proponente1', { abi: '02008', denominazione: 'Unicredit' })).body.bancaAutorizzata).toEqual({
      abi: '02008',
      denominazione: 'UniCredit S.p.A.',
      iban: null,
    });
  });

  it('refuses an ABI that is not 5 digits and an IBAN whose check digits are wrong', async () => {
    expect((await salva('proponente1', { abi: '3069', denominazione: 'Intesa' })).body.errors).toEqual({
      abi: 'Formato non valido',
    });
    expect(
      (await salva('proponente1', { abi: '05428', denominazione: 'Banca', iban: 'IT61X0542811101000000123456' })).body
        .errors,
    ).toEqual({
      iban: 'IBAN non valido: le cifre di controllo non corrispondono',
    });
  });

  it("makes the programme visible to that bank's users once submitted", async () => {
    const presentato = await dossier.programma('PRESENTATO', { abi: '02008' });
    expect((await chiama('banca', 'GET', `${P}/getDettaglioProponente/${presentato}`)).status).toBe(404);
    expect((await salva('coordinatore', { abi: '03069', denominazione: 'Intesa Sanpaolo' }, presentato)).status).toBe(
      200,
    );
    expect((await chiama('banca', 'GET', `${P}/getDatiGeneraliProgramma/${presentato}`)).body.abiBanca).toBe('03069');
    expect((await salva('proponente1', { abi: '03069', denominazione: 'Intesa' }, presentato)).status).toBe(409);
  });
});
