import { render } from '@testing-library/react';
import { AdminContext, ListBase, memoryStore, TestMemoryRouter, type RaRecord } from 'react-admin';
import { DataTable, type DataTableProps } from '../../../../src/list/DataTable';
import { memoryDataProvider } from './memoryDataProvider';

/** The data table over an in-memory list of `items`, with no auth provider (everything allowed). */
export function renderList(records: RaRecord[], props: DataTableProps, perPage = 5) {
  const dataProvider = memoryDataProvider({ items: records });
  render(
    <TestMemoryRouter>
      <AdminContext dataProvider={dataProvider} store={memoryStore()}>
        <ListBase resource="items" perPage={perPage}>
          <DataTable {...props} />
        </ListBase>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return dataProvider;
}

/** Makes `window.matchMedia` answer as a screen of this width would. */
export function setScreenWidth(width: number) {
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
