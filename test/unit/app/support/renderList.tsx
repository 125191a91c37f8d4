import { configure, render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { AdminContext, ListBase, memoryStore, TestMemoryRouter, type RaRecord } from 'react-admin';
import { i18nProvider } from '../../../../i18n';
import { DataTable, type DataTableProps } from '../../../../src/list/DataTable';
import type { ResourceSchema } from '../../../../contract/types';
import { dataProviderSu, queryDi, serverFinto } from './serverFinto';

// Each page goes through the real data provider and the fake server: more than the default second under load.
configure({ asyncUtilTimeout: 5000 });

/** A resource of the test's own: the table is the engine's, whatever resource lists through it. */
const items: ResourceSchema = {
  name: 'items',
  idField: 'id',
  label: { one: 'Elemento', many: 'Elementi' },
  fields: [],
  access: {},
  endpoints: {
    // The columns' filters, as a list endpoint declares its filters.
    getList: { method: 'GET', path: '/api/elementi', query: ['nome', 'citta'], operationId: 'listaElementi' },
  },
};

/** The data table over `records` as the server pages them, with no auth provider (everything allowed). */
export function renderList(records: RaRecord[], props: DataTableProps, perPage = 5) {
  const server = serverFinto({ 'GET /api/elementi': records });
  render(
    <TestMemoryRouter>
      <AdminContext
        dataProvider={dataProviderSu(server.fetch, [items])}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ListBase resource="items" perPage={perPage}>
          <DataTable {...props} />
        </ListBase>
      </AdminContext>
    </TestMemoryRouter>,
  );
  /** The order the table last asked the server for. */
  const ultimoOrdine = () => {
    const query = queryDi(server.inviate('GET', '/api/elementi').at(-1));
    return { field: query._sort, order: query._order };
  };
  return { server, ultimoOrdine };
}

/** jsdom's own, which has no media (so: a wide screen). */
const matchMediaDiJsdom = window.matchMedia;

/** Makes `window.matchMedia` answer as a screen of this width would, for the test that asks it only. */
export function setScreenWidth(width: number) {
  onTestFinished(() => {
    window.matchMedia = matchMediaDiJsdom;
  });
  window.matchMedia = (query: string) => {
    const maxWidth = Number(/max-width:\s*(\d+)/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= maxWidth,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
