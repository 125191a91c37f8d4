import { HttpError } from 'ra-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataProviderOptions } from '../../../dataProvider';
import { bandiSchema } from '../../../resources/bandi/schema';
import { jsonAnswer, providerOver, type Answer } from './fakeFetch';
import { allegatiSchema, noteSchema, programmiSchema } from './schemas';

const providerAnswering = (answer?: Answer, options?: Partial<DataProviderOptions>) =>
  providerOver([bandiSchema, noteSchema, allegatiSchema, programmiSchema], answer, options);

const failure = (promise: Promise<unknown>): Promise<HttpError> =>
  promise.then(
    () => Promise.reject(new Error('the call should have failed')),
    (error: HttpError) => error,
  );

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('headers', () => {
  it('carries the bearer token the auth layer gives at the time of each call', async () => {
    const tokens = ['primo', 'rinnovato'];
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idBando: 1 }), {
      getToken: async () => tokens.shift(),
    });

    await dataProvider.getOne('bandi', { id: 1 });
    await dataProvider.getOne('bandi', { id: 1 });

    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer primo', 'Bearer rinnovato']);
  });

  it('carries the anti-forgery header when the XSRF-TOKEN cookie exists', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idNota: 5 }));

    await dataProvider.delete('note', { id: 5 });

    expect(sent[0].headers.get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('sends no anti-forgery header without the cookie', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idNota: 5 }));

    await dataProvider.delete('note', { id: 5 });

    expect(sent[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('bodies', () => {
  it('sends no body on GET and DELETE', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idNota: 5 }));

    await dataProvider.getOne('bandi', { id: 1 });
    await dataProvider.delete('note', { id: 5, previousData: { id: 5, idNota: 5, testo: 'vecchia' } });

    expect(sent.map((request) => [request.method, request.body])).toEqual([
      ['GET', undefined],
      ['DELETE', undefined],
    ]);
    expect(sent[1].url).toBe('http://generico.test/apigen/istruttoria/eliminaNotaIstruttoria/5');
  });

  it('sends JSON on POST and PUT', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idNota: 9 }));

    await dataProvider.create('note', { data: { idDomanda: 4, testo: 'Nuova nota' } });
    await dataProvider.update('note', {
      id: 9,
      data: { id: 9, idNota: 9, testo: 'Corretta' },
      previousData: { id: 9, idNota: 9, testo: 'Sbagliata' },
    });

    expect(sent.map((request) => [request.method, request.headers.get('Content-Type'), request.body])).toEqual([
      ['POST', 'application/json', JSON.stringify({ idDomanda: 4, testo: 'Nuova nota' })],
      ['PUT', 'application/json', JSON.stringify({ idNota: 9, testo: 'Corretta' })],
    ]);
  });

  it('sends a multipart body with the file and the other fields', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({}));
    const file = new File(['%PDF'], 'controdeduzioni.pdf', { type: 'application/pdf' });

    await dataProvider.action('programmi', 'caricaControDeduzioni', {
      params: { idProgrammaInvestimento: 12 },
      body: { descrizione: 'Risposta al preavviso' },
      file,
    });

    const form = sent[0].body as FormData;
    expect(sent[0].url).toBe('http://programmi.test/api/allegato/caricaControDeduzioni/12');
    expect(form).toBeInstanceOf(FormData);
    expect(sent[0].headers.has('Content-Type')).toBe(false);
    expect([...form.keys()]).toEqual(['descrizione', 'file']);
    expect((form.get('file') as File).name).toBe('controdeduzioni.pdf');
    expect(form.get('descrizione')).toBe('Risposta al preavviso');
  });

  it("takes the file of react-admin's FileInput and the query parameters from the data on create", async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idAllegato: 30 }, { status: 201 }));
    const rawFile = new File(['%PDF'], 'visura.pdf', { type: 'application/pdf' });

    const { data } = await dataProvider.create('allegatiProponente', {
      data: { idProponente: 8, idTipologia: 2, file: { rawFile, title: 'visura.pdf' } },
    });

    const form = sent[0].body as FormData;
    expect(sent[0].url).toBe(
      'http://programmi.test/api/allegato/caricaAllegatoProponente?idProponente=8&idTipologia=2',
    );
    expect(form.get('file')).toBe(rawFile);
    expect(data.id).toBe(30);
  });
});

describe('failed answers', () => {
  it("throws react-admin's HttpError with the server's message and status", async () => {
    const { dataProvider } = providerAnswering(() => jsonAnswer({ message: 'Il bando non esiste' }, { status: 404 }));

    const error = await failure(dataProvider.getOne('bandi', { id: 99 }));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Il bando non esiste');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ message: 'Il bando non esiste' });
  });

  it('says "Si è verificato un errore applicativo" when the answer has no message', async () => {
    const { dataProvider } = providerAnswering(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await failure(dataProvider.getOne('bandi', { id: 1 }));

    expect(error.message).toBe('Si è verificato un errore applicativo');
    expect(error.status).toBe(502);
  });

  it('says the same when the server cannot be reached', async () => {
    const { dataProvider } = providerAnswering(() => Promise.reject(new TypeError('Failed to fetch')));

    const error = await failure(dataProvider.getOne('bandi', { id: 1 }));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Si è verificato un errore applicativo');
  });

  it('reads the JSON error inside the blob a failed download answers', async () => {
    const { dataProvider } = providerAnswering(
      () =>
        new Response(JSON.stringify({ message: 'Riepilogo non disponibile' }), {
          status: 409,
          headers: { 'Content-Type': 'application/octet-stream' },
        }),
    );

    const error = await failure(dataProvider.action('bandi', 'scaricaRiepilogo', { record: { idBando: 7 } }));

    expect(error.message).toBe('Riepilogo non disponibile');
    expect(error.status).toBe(409);
  });

  it('gives field errors the shape react-admin shows on the form fields', async () => {
    const { dataProvider } = providerAnswering(() =>
      jsonAnswer(
        {
          message: 'Dati non validi',
          errors: { testo: 'Il testo è obbligatorio', allegato: { nome: 'Nome troppo lungo' }, codici: ['Uno', 'Due'] },
        },
        { status: 400 },
      ),
    );

    const error = await failure(dataProvider.create('note', { data: { idDomanda: 4 } }));

    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({
      testo: 'Il testo è obbligatorio',
      allegato: { nome: 'Nome troppo lungo' },
      codici: 'Uno Due',
      root: { serverError: 'Dati non validi' },
    });
  });

  it('lets a cancelled request end as a cancellation, not as an application error', async () => {
    const controller = new AbortController();
    const { dataProvider } = providerAnswering(() => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });

    const error = await failure(dataProvider.getOne('bandi', { id: 1, signal: controller.signal }));

    expect(error).not.toBeInstanceOf(HttpError);
    expect(error.name).toBe('AbortError');
  });
});
