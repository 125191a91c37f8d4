import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../resources';
import { jsonAnswer, providerOver, type Answer } from './fakeFetch';

/** The portal's data provider over every resource it declares; only `fetch` is fake. */
const providerAnswering = (answer: Answer) => providerOver(schemas, answer);

const failure = (promise: Promise<unknown>): Promise<HttpError> =>
  promise.then(
    () => Promise.reject(new Error('the call should have failed')),
    (error: HttpError) => error,
  );

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

    const error = await failure(dataProvider.create('programmi', { data: { idBando: 4, cuaa: '01234567897' } }));

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
