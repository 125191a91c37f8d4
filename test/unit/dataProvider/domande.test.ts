import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../resources';
import { jsonAnswer, providerOver, type Answer, type SentRequest } from './fakeFetch';

/**
 * The application flow's legacy calls (/apigen) as the portal's data provider sends them: the expected method, path,
 * query and body are written out here from the legacy client, never read from the declarations. Only `fetch` is fake.
 */
const provider = (answer: Answer = () => jsonAnswer({})) => providerOver(schemas, answer);
const G = 'http://generico.test/apigen';
const domanda = { id: 31, idDomanda: 31, idBando: 5, idProponente: 8, idStato: 'BOZZA' };

/** What went over the wire, in one line per request: method, URL (path and query), JSON body. */
const linee = (sent: readonly SentRequest[]) =>
  sent.map(({ method, url, body }) => [method, url, typeof body === 'string' ? JSON.parse(body) : body]);

const failure = (promise: Promise<unknown>): Promise<HttpError> =>
  promise.then(
    () => Promise.reject(new Error('the call should have failed')),
    (error: HttpError) => error,
  );

describe('the transitions of an application (GET …/{idDomanda}, no query, no body)', () => {
  it.each([
    ['inoltra', 'inoltraDomanda'],
    ['prendiInCarico', 'prendiInCarico'],
    ['rilascia', 'rilascia'],
    ['approvaIstruttoria', 'approvaIstruttoria'],
    ['rigettaIstruttoria', 'rigettaIstruttoria'],
  ])('%s calls %s and answers the application the server sends back', async (azione, chiamata) => {
    const { dataProvider, sent } = provider(() => jsonAnswer({ idDomanda: 31, idStato: 'INOLTRATA' }));

    const risposta = await dataProvider.action('domande', azione, { record: domanda });

    expect(linee(sent)).toEqual([['GET', `${G}/domanda/${chiamata}/31`, undefined]]);
    expect(risposta).toEqual({ idDomanda: 31, idStato: 'INOLTRATA' });
  });

  it.each([
    ['inoltra', 'inoltraDomanda'],
    ['prendiInCarico', 'prendiInCarico'],
    ['rilascia', 'rilascia'],
    ['approvaIstruttoria', 'approvaIstruttoria'],
    ['rigettaIstruttoria', 'rigettaIstruttoria'],
  ])('%s without an application says so before any request', async (azione, chiamata) => {
    const { dataProvider, sent } = provider();

    await expect(dataProvider.action('domande', azione, { record: { idBando: 5 } })).rejects.toThrow(
      `Required parameter idDomanda was null or undefined when calling ${chiamata}`,
    );
    expect(sent).toEqual([]);
  });

  it("a forwarding refused for missing data keeps the server's list, one text per missing item (409)", async () => {
    const mancanze = {
      pec: 'Manca la PEC del proponente',
      'beneficiari.12.sedi': 'Il beneficiario Oleificio del Distretto non ha sedi',
    };
    const messaggio = 'La domanda non può essere inoltrata: manca la PEC; il beneficiario non ha sedi.';
    const { dataProvider } = provider(() => jsonAnswer({ message: messaggio, errors: mancanze }, { status: 409 }));

    const errore = await failure(dataProvider.action('domande', 'inoltra', { record: domanda }));

    expect(errore).toBeInstanceOf(HttpError);
    expect(errore.status).toBe(409);
    expect(errore.message).toBe(messaggio);
    expect(errore.body.errors).toEqual({ ...mancanze, root: { serverError: messaggio } });
  });

  it('a state that no longer allows it (409) carries the message alone', async () => {
    const messaggio = 'Operazione non consentita: la domanda è nello stato «In istruttoria».';
    const { dataProvider } = provider(() => jsonAnswer({ message: messaggio }, { status: 409 }));

    const errore = await failure(dataProvider.action('domande', 'prendiInCarico', { record: domanda }));

    expect([errore.status, errore.message, errore.body]).toEqual([409, messaggio, { message: messaggio }]);
  });
});

describe('salvaMailProponente (POST salvaMailProponente/{idProponente}, mail and pec required)', () => {
  const valide = { mail: 'capofila@example.it', pec: 'capofila@pec.example.it' };

  it.each([
    ['mail', null],
    ['mail', undefined],
    ['pec', null],
    ['pec', undefined],
  ])('refuses a %s that is %s with the required-parameter message, before any request', async (campo, valore) => {
    const { dataProvider, sent } = provider();

    await expect(
      dataProvider.action('domande', 'salvaMailProponente', {
        record: domanda,
        params: { ...valide, [campo]: valore },
      }),
    ).rejects.toThrow(`Required parameter ${campo} was null or undefined when calling salvaMailProponente`);
    expect(sent).toEqual([]);
  });

  it('sends both in the query of a POST on the proponent, with no body', async () => {
    const { dataProvider, sent } = provider();

    await dataProvider.action('domande', 'salvaMailProponente', { record: domanda, params: valide });

    expect(sent[0].method).toBe('POST');
    const url = new URL(sent[0].url);
    expect(`${url.origin}${url.pathname}`).toBe(`${G}/domanda/salvaMailProponente/8`);
    expect(Object.fromEntries(url.searchParams)).toEqual(valide);
    expect(sent[0].body).toBeUndefined();
  });

  it("puts the server's field errors (400) on the form's fields", async () => {
    const { dataProvider } = provider(() =>
      jsonAnswer({ message: 'Dati non validi', errors: { pec: 'La PEC non è un indirizzo valido' } }, { status: 400 }),
    );

    const errore = await failure(
      dataProvider.action('domande', 'salvaMailProponente', { record: domanda, params: valide }),
    );

    expect(errore.status).toBe(400);
    expect(errore.body.errors).toEqual({
      pec: 'La PEC non è un indirizzo valido',
      root: { serverError: 'Dati non validi' },
    });
  });
});

describe('the other saves of the application flow, as the legacy client calls them', () => {
  it('general data: POST /domanda/salvaDatiGeneraliDomanda with the JSON body', async () => {
    const { dataProvider, sent } = provider();
    const corpo = { idDomanda: 31, denominazione: 'Distretto del cibo della Tuscia', descrizione: 'Filiera corta' };

    await dataProvider.action('domande', 'modifica', { record: domanda, body: corpo });

    expect(linee(sent)).toEqual([['POST', `${G}/domanda/salvaDatiGeneraliDomanda`, corpo]]);
  });

  it('receipt: POST /domanda/salvaDatiRicezioneDomanda/{idDomanda} with the JSON body', async () => {
    const { dataProvider, sent } = provider();
    const corpo = { numeroProtocollo: 'PROT-2025-7', dataRicezione: '2025-03-01' };

    await dataProvider.action('domande', 'salvaDatiRicezione', { record: domanda, body: corpo });

    expect(linee(sent)).toEqual([['POST', `${G}/domanda/salvaDatiRicezioneDomanda/31`, corpo]]);
  });

  it('legal representative: POST /domanda/salvaRappresentanteLegale with the JSON body', async () => {
    const { dataProvider, sent } = provider();
    const corpo = { idProponente: 8, codiceFiscale: 'RSSMRA80A01H501U', nome: 'Mario', cognome: 'Rossi' };

    await dataProvider.action('domande', 'salvaRappresentanteLegale', { record: domanda, body: corpo });

    expect(linee(sent)).toEqual([['POST', `${G}/domanda/salvaRappresentanteLegale`, corpo]]);
  });

  it('referent: POST /domanda/salvaReferente/{idProponente} with the JSON body', async () => {
    const { dataProvider, sent } = provider();
    const corpo = { nome: 'Anna', cognome: 'Bianchi', mail: 'anna.bianchi@example.it' };

    await dataProvider.action('domande', 'salvaReferente', { record: domanda, body: corpo });

    expect(linee(sent)).toEqual([['POST', `${G}/domanda/salvaReferente/8`, corpo]]);
  });

  it('a body-less save refuses to run without its body', async () => {
    const { dataProvider, sent } = provider();

    await expect(dataProvider.action('domande', 'salvaReferente', { record: domanda })).rejects.toThrow(
      'Required parameter body was null or undefined when calling salvaReferente',
    );
    expect(sent).toEqual([]);
  });

  it('new application: POST /domanda/creaDomanda/{idBando}/{cuaaProponente}', async () => {
    const { dataProvider, sent } = provider(() => jsonAnswer({ idDomanda: 40 }, { status: 201 }));

    await dataProvider.action('domande', 'creaDomanda', { params: { idBando: 5, cuaaProponente: '01234567897' } });

    expect(linee(sent)).toEqual([['POST', `${G}/domanda/creaDomanda/5/01234567897`, undefined]]);
  });

  it('draft deleted: DELETE /domanda/eliminaDomanda/{idDomanda}', async () => {
    const { dataProvider, sent } = provider();

    await dataProvider.action('domande', 'elimina', { record: domanda });

    expect(linee(sent)).toEqual([['DELETE', `${G}/domanda/eliminaDomanda/31`, undefined]]);
  });

  it('beneficiary: POST creaBeneficiario/{idDomanda}/{codiceFiscale}, then salvaBeneficiario', async () => {
    const { dataProvider, sent } = provider(() => jsonAnswer({ idBeneficiario: 12 }));
    const salvato = { idBeneficiario: 12, denominazione: 'Oleificio del Distretto', investimentoRichiesto: 250000 };

    await dataProvider.create('beneficiariDomanda', { data: { idDomanda: 31, codiceFiscale: '00743110157' } });
    await dataProvider.update('beneficiariDomanda', { id: 12, data: salvato, previousData: { id: 12 } });

    expect(linee(sent)).toEqual([
      ['POST', `${G}/beneficiario/creaBeneficiario/31/00743110157`, undefined],
      ['POST', `${G}/beneficiario/salvaBeneficiario`, expect.objectContaining(salvato)],
    ]);
  });

  it('site: POST /sedi/aggiungiSedeBeneficiario/{idBeneficiario} with the JSON body', async () => {
    const { dataProvider, sent } = provider(() => jsonAnswer({ idSede: 3 }));
    const sede = { indirizzo: 'Via dei Campi 1', cap: '00100', codiceIstatComune: '058091' };

    await dataProvider.create('sediBeneficiario', { data: { idBeneficiario: 12, ...sede } });

    expect(sent.map(({ method, url }) => [method, url])).toEqual([['POST', `${G}/sedi/aggiungiSedeBeneficiario/12`]]);
    expect(JSON.parse(sent[0].body as string)).toMatchObject(sede);
  });

  it('review note: POST /istruttoria/salvaNotaIstruttoria/{idDomanda} with the JSON body', async () => {
    const { dataProvider, sent } = provider(() => jsonAnswer({ idNota: 2 }));

    await dataProvider.create('noteIstruttoria', { data: { idDomanda: 31, testo: 'Manca la delibera regionale' } });

    expect(sent.map(({ method, url }) => [method, url])).toEqual([
      ['POST', `${G}/istruttoria/salvaNotaIstruttoria/31`],
    ]);
    expect(JSON.parse(sent[0].body as string)).toMatchObject({ testo: 'Manca la delibera regionale' });
  });

  it('attachment: multipart POST caricaAllegatoDomanda, idDomanda and idCategoria in the query', async () => {
    const { dataProvider, sent } = provider(() => jsonAnswer({ idAllegato: 9 }, { status: 201 }));
    const file = new File(['%PDF-1.4'], 'statuto.pdf', { type: 'application/pdf' });

    await dataProvider.action('allegatiDomanda', 'carica', { params: { idDomanda: 31, idCategoria: 4 }, file });

    const url = new URL(sent[0].url);
    expect([sent[0].method, `${url.origin}${url.pathname}`]).toEqual(['POST', `${G}/allegato/caricaAllegatoDomanda`]);
    expect(Object.fromEntries(url.searchParams)).toEqual({ idDomanda: '31', idCategoria: '4' });
    expect((sent[0].body as FormData).get('file')).toBeInstanceOf(File);
  });
});
