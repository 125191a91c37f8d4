import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { righe } from '../../server/src/db/sql';
import { BEN, D, SEDI, apriPortaleDomande, inserisciDomanda, type PortaleDomande } from './support/domande';
import { CUAA_P1_VENETO } from './support/programmi';

let portale: PortaleDomande;
let idDomanda: number;
let idProponente: number;
let idBeneficiario: number;
beforeAll(async () => {
  portale = await apriPortaleDomande();
  idDomanda = await inserisciDomanda(portale.db, { idBando: portale.idBandoDC, cuaa: CUAA_P1_VENETO });
  [{ idProponente, idBeneficiario }] = await righe<{ idProponente: number; idBeneficiario: number }>(
    portale.db,
    sql`SELECT d.id_proponente AS "idProponente", b.id_beneficiario AS "idBeneficiario"
      FROM domanda d JOIN beneficiario_domanda b USING (id_domanda) WHERE d.id_domanda = ${idDomanda}`,
  );
});
afterAll(async () => portale?.close());

const italiano = (giorno: string) => giorno.split('-').reverse().join('/');
const p1 = (method: string, url: string, body?: unknown) => portale.chiama('proponente1', method, url, body);

describe('bad input answers 400 with an Italian text on each field', () => {
  it('mail and PEC are both required', async () => {
    const senzaPec = await p1('POST', `${D}/salvaMailProponente/${idProponente}?mail=info@distretto.it`);
    expect(senzaPec).toMatchObject({ status: 400, body: { errors: { pec: 'Campo obbligatorio' } } });
    const pecSbagliata = await p1(
      'POST',
      `${D}/salvaMailProponente/${idProponente}?mail=info@distretto.it&pec=nonvalida`,
    );
    expect(pecSbagliata.body.errors).toEqual({ pec: 'Indirizzo email non valido' });
    const salvata = await p1('POST', `${D}/salvaMailProponente/${idProponente}?mail=info@distretto.it&pec=d@pec.it`);
    expect(salvata.body).toMatchObject({ mail: 'info@distretto.it', pec: 'd@pec.it' });
  });

  it('a beneficiary by a fiscal code with its check digit, once per application, with at most 2 decimals', async () => {
    const sbagliato = await p1('POST', `${BEN}/creaBeneficiario/${idDomanda}/00743110158`);
    expect(sbagliato.status).toBe(400);
    expect(sbagliato.body.errors.codiceFiscale).toMatch(/^Codice fiscale non valido/);
    expect((await p1('POST', `${BEN}/creaBeneficiario/${idDomanda}/00743110157`)).status).toBe(409);
    const decimali = await p1('POST', `${BEN}/salvaBeneficiario`, {
      idBeneficiario,
      denominazione: 'Oleificio',
      investimentoRichiesto: 10.555,
    });
    expect(decimali.body.errors).toEqual({ investimentoRichiesto: 'Al massimo 2 decimali' });
  });

  it('a site in a municipality that exists, with a five-digit postcode', async () => {
    const sede = (codiceIstatComune: string, cap = '00100') =>
      p1('POST', `${SEDI}/aggiungiSedeBeneficiario/${idBeneficiario}`, {
        indirizzo: 'Via Roma 1',
        cap,
        codiceIstatComune,
      });
    expect((await sede('999999')).body.errors).toEqual({
      codiceIstatComune: 'Nessun comune italiano ha questo codice ISTAT',
    });
    expect((await sede('058091', '0010')).body.errors.cap).toEqual(expect.any(String));
    expect((await sede('058091')).status).toBe(201);
  });

  it('the legal representative is a person', async () => {
    const azienda = await p1('POST', `${D}/salvaRappresentanteLegale`, {
      idProponente,
      codiceFiscale: '00743110157',
      nome: 'Mario',
      cognome: 'Rossi',
    });
    expect(azienda.body.errors.codiceFiscale).toMatch(/persona fisica/);
  });

  it('the legal representative was born, 18 years ago at least and 120 at most', async () => {
    const oggi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', dateStyle: 'short' }).format(new Date());
    const [anno, mese, giorno] = oggi.split('-').map(Number);
    // 18 years ago today in Rome, and the day after: the last day one may be born to be of age, and the first not.
    const diciottoAnni = new Date(Date.UTC(anno - 18, mese - 1, giorno)).toISOString().slice(0, 10);
    const unGiornoDopo = new Date(Date.UTC(anno - 18, mese - 1, giorno + 1)).toISOString().slice(0, 10);
    const salva = (dataNascita: string) =>
      p1('POST', `${D}/salvaRappresentanteLegale`, {
        idProponente,
        codiceFiscale: 'RSSMRA80A01H501U',
        nome: 'Mario',
        cognome: 'Rossi',
        dataNascita,
      });
    for (const [dataNascita, errore] of [
      ['2031-05-10', 'La data di nascita non può essere successiva a oggi'],
      [unGiornoDopo, `Il rappresentante legale deve essere maggiorenne: nato entro il ${italiano(diciottoAnni)}`],
      ['1890-06-01', 'Data di nascita non plausibile: più di 120 anni fa'],
    ] as const) {
      expect(await salva(dataNascita), dataNascita).toMatchObject({
        status: 400,
        body: { errors: { dataNascita: errore } },
      });
    }
    expect((await salva(diciottoAnni)).body.rappresentanteLegale).toMatchObject({ dataNascita: diciottoAnni });
  });
});
