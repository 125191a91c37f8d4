import { afterEach, describe, expect, it } from 'vitest';
import { listEndpoints } from '../../../dataProvider';
import { bandiSchema } from '../../../resources/bandi/schema';
import { jsonAnswer, providerOver } from './fakeFetch';
import { noteSchema, notificheSchema, programmiSchema } from './schemas';

const callsOf = (schemas: Parameters<typeof listEndpoints>[0]): string[] =>
  listEndpoints(schemas).map((endpoint) => `${endpoint.method} ${endpoint.path}`);

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('where calls go', () => {
  it('sends /apigen paths to the generic service and /api paths to the programme service', async () => {
    const { dataProvider, sent } = providerOver([bandiSchema, noteSchema], () =>
      jsonAnswer([], { headers: { 'X-Total-Count': '0' } }),
    );

    await dataProvider.getList('note', { filter: { idDomanda: 4 } });
    await dataProvider.getList('bandi', {});

    expect(sent.map((request) => request.url)).toEqual([
      'http://generico.test/apigen/istruttoria/listaNoteIstruttoria/4',
      'http://programmi.test/api/bando/getListaBandi',
    ]);
  });

  it('stays on the same origin when the base addresses are empty', async () => {
    const baseUrls = { api: '', apigen: '' };
    const { dataProvider, sent } = providerOver([bandiSchema], () => jsonAnswer({ idBando: 1 }), { baseUrls });

    await dataProvider.getOne('bandi', { id: 1 });

    expect(sent[0].url).toBe('/api/bando/getBando/1');
  });

  it('follows simple REST under restBase with the same client', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf';
    const { dataProvider, sent } = providerOver([notificheSchema], () =>
      jsonAnswer([{ id: 1, testo: 'Benvenuto' }], { headers: { 'X-Total-Count': '11' } }),
    );

    const { data, total } = await dataProvider.getList('notifiche', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });

    const url = new URL(sent[0].url);
    expect(url.origin + url.pathname).toBe('http://programmi.test/api/rest/notifiche');
    expect(url.searchParams.get('range')).toBe('[0,9]');
    expect(url.searchParams.get('sort')).toBe('["id","DESC"]');
    expect(sent[0].headers.get('Authorization')).toBe('Bearer token-di-prova');
    expect(sent[0].headers.get('X-XSRF-TOKEN')).toBe('xsrf');
    expect(data).toEqual([{ id: 1, testo: 'Benvenuto' }]);
    expect(total).toBe(11);
  });

  it('refuses a resource it does not know', async () => {
    const { dataProvider, sent } = providerOver([bandiSchema]);

    await expect(dataProvider.getList('sconosciuta', {})).rejects.toThrow('Unknown resource "sconosciuta"');
    expect(sent).toEqual([]);
  });
});

describe('listEndpoints', () => {
  it('lists every call of the legacy resources, CRUD and actions', () => {
    expect(callsOf([bandiSchema, programmiSchema])).toEqual([
      'GET /api/bando/getListaBandi',
      'GET /api/bando/getBando/{idBando}',
      'GET /api/bando/generaExcelRiepilogoBando/{idBando}',
      'GET /api/programma/getDatiGeneraliProgramma/{idProgrammaInvestimento}',
      'PUT /api/programma/eseguiValidazioneProgramma/{idProgrammaInvestimento}',
      'POST /api/allegato/caricaControDeduzioni/{idProgrammaInvestimento}',
      'POST /api/programma/salvaBancaAutorizzata/{idProgrammaInvestimento}',
    ]);
  });

  it('lists the simple REST calls of a resource under restBase, and each call once', () => {
    expect(callsOf([notificheSchema, notificheSchema])).toEqual([
      'GET /api/rest/notifiche',
      'GET /api/rest/notifiche/{id}',
      'POST /api/rest/notifiche',
      'PUT /api/rest/notifiche/{id}',
      'DELETE /api/rest/notifiche/{id}',
    ]);
  });
});
