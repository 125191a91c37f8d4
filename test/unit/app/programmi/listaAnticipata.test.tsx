import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anticipaListaProgrammi } from '../../../../resources/programmi/anticipo';
import { anticipoDi } from '../../../../src/startup/anticipo';
import { conRisposteAnticipate, VALIDITA_MS } from '../../../../src/startup/risposteAnticipate';
import { dataProviderSu, intero, queryDi, serverFinto } from '../support/serverFinto';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { BANDO, programma, STATI } from './fixtures';

const BASE = '/contratti-filiera-fe/';
// Twelve programmes: the list's first page shows 1 to 10, its second 11 and 12.
const PROGRAMMI = Array.from({ length: 12 }, (_, indice) => programma(indice + 1, 'BOZZA'));
const servizi = () =>
  serverFinto({
    'GET /api/bando/getBando/2': BANDO,
    'GET /api/programma/getListaProgrammiInvestimento': PROGRAMMI,
    'GET /api/programma/getListaStatiProgramma': intero(STATI),
  });
const nomi = () => screen.getAllByRole('cell', { name: /^Filiera \d+$/ }).map((cella) => cella.textContent);

describe(
  'a programme list opened from its address (docs/performance.md, seventh session)',
  { timeout: PORTAL_TEST_TIMEOUT },
  () => {
    afterEach(cleanup);

    it('is known by its address, with or without a type after listaProgrammi; others start nothing', () => {
      expect(anticipoDi(`${BASE}listaProgrammi/2`, BASE)).toBeInstanceOf(Promise);
      expect(anticipoDi(`${BASE}listaProgrammiDistretti/2/`, BASE)).toBeInstanceOf(Promise);
      expect(anticipoDi(BASE, BASE)).toBeUndefined();
      expect(anticipoDi(`${BASE}programmi`, BASE)).toBeUndefined();
      expect(anticipoDi(`${BASE}listaProgrammi/2/altro`, BASE)).toBeUndefined();
      expect(anticipoDi(`${BASE}cruscotto/2`, BASE)).toBeUndefined();
      // A food-district call's list is of applications: its programmes would be refused (403) to its people.
      expect(anticipoDi(`${BASE}listaProgrammiDC/5`, BASE)).toBeUndefined();
    });

    it('leaves an address it cannot read to the page, which then asks for itself', async () => {
      await expect(anticipoDi(`${BASE}listaProgrammi/%E0`, BASE)).resolves.toBeUndefined();
      await expect(anticipoDi(`${BASE}listaProgrammi/2`, BASE)).resolves.toBeTypeOf('function');
    });

    it('asks for the call and the first page before the portal renders, and the page takes those answers', async () => {
      const server = servizi();
      const anticipo = await anticipaListaProgrammi('2');
      await renderPortal({ path: '/listaProgrammi/2', fetch: server.fetch, anticipo });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Programmi di investimento: Contratti di filiera 2024' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('cell', { name: 'Filiera 10' })).toBeInTheDocument();
      expect(nomi()).toEqual(PROGRAMMI.slice(0, 10).map((record) => record.denominazione));
      // One request each: the page's own calls were the ones asked at start-up.
      expect(server.inviate('GET', '/api/bando/getBando/2')).toHaveLength(1);
      const liste = server.inviate('GET', '/api/programma/getListaProgrammiInvestimento');
      expect(liste).toHaveLength(1);
      expect(queryDi(liste[0])).toMatchObject({ idBando: '2', _start: '0', _end: '10' });
    });

    it('shows the page an earlier visit left the list on, not the first page asked at start-up', async () => {
      const server = servizi();
      const anticipo = await anticipaListaProgrammi('2');
      const stored = {
        'programmi.2': { filter: {}, sort: 'idProgrammaInvestimento', order: 'ASC', page: 2, perPage: 10 },
      };
      await renderPortal({ path: '/listaProgrammi/2', fetch: server.fetch, anticipo, stored });

      expect(await screen.findByRole('cell', { name: 'Filiera 11' })).toBeInTheDocument();
      expect(nomi()).toEqual(['Filiera 11', 'Filiera 12']);
      const pagine = server
        .inviate('GET', '/api/programma/getListaProgrammiInvestimento')
        .map((r) => queryDi(r)._start);
      expect(pagine).toEqual(['0', '10']);
    });

    it('leads a person who sees no programme to the access-denied page, as without it', async () => {
      const server = servizi();
      const anticipo = await anticipaListaProgrammi('2');
      await renderPortal({ path: '/listaProgrammi/2', roles: ['MBAC_COMMISSIONE'], fetch: server.fetch, anticipo });

      expect(await screen.findByRole('heading', { level: 1, name: 'Accesso negato' })).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Filiera 1' })).not.toBeInTheDocument();
    });
  },
);

describe('answers asked at start-up', () => {
  afterEach(() => vi.useRealTimers());
  const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

  it('serve the first identical call only, whatever its keys’ order and signal; others ask the server', async () => {
    const server = servizi();
    const dataProvider = conRisposteAnticipate(dataProviderSu(server.fetch), [['getList', 'programmi', params]]);
    const signal = new AbortController().signal;
    await dataProvider.getList('programmi', {
      filter: {},
      sort: { order: 'ASC', field: 'id' },
      pagination: { perPage: 10, page: 1 },
      signal,
    });
    expect(server.inviate('GET', 'getListaProgrammiInvestimento')).toHaveLength(1);
    await dataProvider.getList('programmi', params);
    await dataProvider.getList('programmi', { ...params, pagination: { page: 2, perPage: 10 } });
    expect(server.inviate('GET', 'getListaProgrammiInvestimento')).toHaveLength(3);
  });

  it('give the page a refusal as the server gave it', async () => {
    const server = serverFinto({});
    const dataProvider = conRisposteAnticipate(dataProviderSu(server.fetch), [['getOne', 'bandi', { id: '9' }]]);
    await expect(dataProvider.getOne('bandi', { id: '9' })).rejects.toMatchObject({ status: 404 });
    expect(server.inviate('GET', '/api/bando/getBando/9')).toHaveLength(1);
  });

  it('are not served once they are old: the page asks again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const server = servizi();
    const dataProvider = conRisposteAnticipate(dataProviderSu(server.fetch), [['getOne', 'bandi', { id: '2' }]]);
    vi.advanceTimersByTime(VALIDITA_MS);
    await dataProvider.getOne('bandi', { id: '2' });
    expect(server.inviate('GET', '/api/bando/getBando/2')).toHaveLength(2);
  });
});
