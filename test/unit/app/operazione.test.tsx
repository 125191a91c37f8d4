import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n';
import type { ResourceSchema } from '../../../contract/types';
import { SchemaList } from '../../../src/engine/views/SchemaList';
import { OperazioneProvider } from '../../../src/startup/OperazioneContext';
import type { TipoOper } from '../../../src/startup/startupParams';
import { dataProviderSu, serverFinto } from './support/serverFinto';

const endpoint = (path: string) => ({ method: 'GET' as const, path, operationId: path });

const pratiche: ResourceSchema = {
  name: 'pratiche',
  idField: 'id',
  label: { one: 'Pratica', many: 'Pratiche' },
  fields: [{ source: 'titolo', label: 'Titolo', type: 'text' }],
  list: { columns: ['titolo'] },
  endpoints: { getList: endpoint('/api/pratiche') },
  access: { list: ['MBAC_MINISTERO'], show: ['MBAC_MINISTERO'], edit: ['MBAC_MINISTERO'], create: ['MBAC_MINISTERO'] },
  actions: {
    approva: {
      label: 'Approva',
      placement: ['riga'],
      roles: ['MBAC_MINISTERO'],
      confirm: 'Approvare la pratica?',
      endpoint: endpoint('/api/approva/{id}'),
    },
    scarica: {
      label: 'Scarica',
      roles: ['MBAC_MINISTERO'],
      endpoint: { ...endpoint('/api/scarica/{id}'), download: true },
    },
  },
};

/** The engine's list of a resource of its own, without auth provider, so only the operation type can hide anything. */
function renderPratiche(tipoOper: TipoOper) {
  render(
    <OperazioneProvider params={{ tipoOper }}>
      <TestMemoryRouter>
        <AdminContext
          dataProvider={dataProviderSu(serverFinto({ 'GET /api/pratiche': [{ id: 1, titolo: 'Pratica uno' }] }).fetch, [
            pratiche,
          ])}
          i18nProvider={i18nProvider}
          store={memoryStore()}
        >
          <SchemaList schema={pratiche} />
        </AdminContext>
      </TestMemoryRouter>
    </OperazioneProvider>,
  );
}

describe('operation type', () => {
  afterEach(cleanup);

  it('offers creating, editing and actions when tipoOper is A', async () => {
    renderPratiche('A');
    expect(await screen.findByRole('link', { name: 'Modifica Pratica uno' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approva Pratica uno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuovo' })).toBeInTheDocument();
  });

  it('hides creating, editing and state-changing actions when tipoOper is V, keeps details and downloads', async () => {
    renderPratiche('V');
    expect(await screen.findByRole('link', { name: 'Dettaglio Pratica uno' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Altre azioni: Pratica uno' }));
    expect(await screen.findByRole('menuitem', { name: 'Scarica' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifica Pratica uno' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approva Pratica uno' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuovo' })).not.toBeInTheDocument();
  });
});
