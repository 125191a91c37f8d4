import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../../contract/types';
import type { DataProviderOptions } from '../../../dataProvider';
import { schemas } from '../../../resources';
import { jsonAnswer, providerOver, type Answer } from './fakeFetch';

/** The portal's data provider over every resource it declares; only `fetch` is fake. */
const providerAnswering = (answer?: Answer, options?: Partial<DataProviderOptions>) =>
  providerOver(schemas, answer, options);

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

  it('sends a request the server refused (401) once more, with the token the auth layer renews', async () => {
    const { dataProvider, sent } = providerAnswering(
      (request) =>
        request.headers.get('Authorization') === 'Bearer rinnovato'
          ? jsonAnswer({ idBando: 1, descrizione: 'Bando' })
          : jsonAnswer({ message: 'Token non valido' }, { status: 401 }),
      { getToken: async () => 'rifiutato', renewToken: async () => 'rinnovato' },
    );

    const { data } = await dataProvider.getOne('bandi', { id: 1 });

    expect(data).toMatchObject({ idBando: 1, descrizione: 'Bando' });
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer rifiutato',
      'Bearer rinnovato',
    ]);
  });

  it('gives the 401 to the auth layer when no new token comes, without sending again', async () => {
    const { dataProvider, sent } = providerAnswering(
      () => jsonAnswer({ message: 'Token non valido' }, { status: 401 }),
      {
        renewToken: async () => undefined,
      },
    );

    await expect(dataProvider.getOne('bandi', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
  });

  it('carries the anti-forgery header when the XSRF-TOKEN cookie exists', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idBeneficiario: 5 }));

    await dataProvider.delete('beneficiari', { id: 5 });

    expect(sent[0].headers.get('X-XSRF-TOKEN')).toBe('abc=123');
  });

  it('sends no anti-forgery header without the cookie', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idBeneficiario: 5 }));

    await dataProvider.delete('beneficiari', { id: 5 });

    expect(sent[0].headers.has('X-XSRF-TOKEN')).toBe(false);
  });
});

describe('bodies', () => {
  it('sends no body on GET and DELETE', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idBando: 1 }));

    await dataProvider.getOne('bandi', { id: 1 });
    await dataProvider.delete('beneficiari', { id: 5, previousData: { id: 5, idBeneficiario: 5, note: 'vecchia' } });

    expect(sent.map((request) => [request.method, request.body])).toEqual([
      ['GET', undefined],
      ['DELETE', undefined],
    ]);
    expect(sent[1].url).toBe('http://programmi.test/api/beneficiario/eliminaBeneficiario/5');
  });

  it('sends JSON on POST and PUT', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idBeneficiario: 9 }));

    await dataProvider.update('beneficiari', {
      id: 9,
      data: { id: 9, idBeneficiario: 9, note: 'Corretta' },
      previousData: { id: 9, idBeneficiario: 9, note: 'Sbagliata' },
    });
    await dataProvider.action('investimentiBeneficiario', 'salva', {
      params: { idBeneficiario: 9 },
      body: [{ descrizione: 'Trattrice', importo: 1000 }],
    });

    expect(sent.map((request) => [request.method, request.headers.get('Content-Type'), request.body])).toEqual([
      ['POST', 'application/json', JSON.stringify({ idBeneficiario: 9, note: 'Corretta' })],
      ['PUT', 'application/json', JSON.stringify([{ descrizione: 'Trattrice', importo: 1000 }])],
    ]);
  });

  it('sends a multipart body with the file and the other fields', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({}));
    const file = new File(['%PDF'], 'controdeduzioni.pdf', { type: 'application/pdf' });

    await dataProvider.action('allegati', 'caricaControDeduzioni', {
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
    // No resource of the portal creates by multipart yet: this declaration stands for the first that will.
    const allegatiProponente: ResourceSchema = {
      name: 'allegatiProponente',
      idField: 'idAllegato',
      label: { one: 'Allegato', many: 'Allegati' },
      fields: [],
      access: {},
      endpoints: { create: schemas.find((schema) => schema.name === 'allegati')!.actions!.caricaProponente.endpoint },
    };
    const { dataProvider, sent } = providerOver([allegatiProponente], () =>
      jsonAnswer({ idAllegato: 30 }, { status: 201 }),
    );
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
