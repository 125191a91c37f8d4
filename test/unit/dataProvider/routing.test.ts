import { afterEach, describe, expect, it } from 'vitest';
import { bandiSchema } from '../../../contract/bandi/schema';
import { proponentiSchema } from '../../../contract/proponenti/schema';
import { listEndpoints } from '../../../dataProvider';
import { urlResolver } from '../../../dataProvider/urls';
import { avvisiSchema } from './avvisiSempliceRest';
import { BASE_URLS, jsonAnswer, providerOver } from './fakeFetch';

const callsOf = (schemas: Parameters<typeof listEndpoints>[0]): string[] =>
  listEndpoints(schemas).map((endpoint) => `${endpoint.method} ${endpoint.path}`);

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('where calls go', () => {
  it('sends /apigen paths to the generic service and /api paths to the programme service', () => {
    const resolve = urlResolver(BASE_URLS);

    expect(resolve('/apigen/domanda/getListaDomande')).toBe('http://generico.test/apigen/domanda/getListaDomande');
    expect(resolve('/api/bando/getListaBandi')).toBe('http://programmi.test/api/bando/getListaBandi');
    expect(resolve('/apigenerico')).toBe('/apigenerico');
  });

  it('stays on the same origin when the base addresses are empty', async () => {
    const baseUrls = { api: '', apigen: '' };
    const { dataProvider, sent } = providerOver([bandiSchema], () => jsonAnswer({ idBando: 1 }), { baseUrls });

    await dataProvider.getOne('bandi', { id: 1 });

    expect(sent[0].url).toBe('/api/bando/getBando/1');
  });

  it('follows simple REST under restBase with the same client', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf';
    const { dataProvider, sent } = providerOver([avvisiSchema], () =>
      jsonAnswer([{ id: 1, testo: 'Benvenuto' }], { headers: { 'X-Total-Count': '11' } }),
    );

    const { data, total } = await dataProvider.getList('avvisi', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });

    const url = new URL(sent[0].url);
    expect(url.origin + url.pathname).toBe('http://programmi.test/api/rest/avvisi');
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
    expect(callsOf([bandiSchema, proponentiSchema])).toEqual([
      'GET /api/bando/getListaBandi',
      'GET /api/bando/getBando/{idBando}',
      'GET /api/bando/generaExcelRiepilogoBando/{idBando}',
      'GET /api/programma/getDettaglioProponente/{id}',
      'POST /api/programma/salvaMailProponente/{idProponente}',
      'POST /api/programma/salvaRappresentanteLegale',
      'POST /api/programma/salvaReferente/{idProponente}',
      'POST /api/programma/salvaBancaAutorizzata/{id}',
    ]);
  });

  it('lists the simple REST calls of a resource under restBase, and each call once', () => {
    expect(callsOf([avvisiSchema, avvisiSchema])).toEqual([
      'GET /api/rest/avvisi',
      'GET /api/rest/avvisi/{id}',
      'POST /api/rest/avvisi',
      'PUT /api/rest/avvisi/{id}',
      'DELETE /api/rest/avvisi/{id}',
    ]);
  });
});
