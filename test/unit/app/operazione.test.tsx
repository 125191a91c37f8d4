import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceSchema } from '../../../resources/types';
import { SchemaList } from '../../../src/engine/views/SchemaList';
import { OperazioneProvider } from '../../../src/startup/OperazioneContext';
import type { TipoOper } from '../../../src/startup/startupParams';
import { memoryDataProvider } from './support/memoryDataProvider';

const endpoint = (path: string) => ({ method: 'GET' as const, path, operationId: path });

const pratiche: ResourceSchema = {
  name: 'pratiche',
  idField: 'id',
  label: { one: 'Pratica', many: 'Pratiche' },
  fields: [{ source: 'titolo', label: 'Titolo', type: 'text' }],
  list: { columns: ['titolo'] },
  access: { list: ['MBAC_MINISTERO'], show: ['MBAC_MINISTERO'], edit: ['MBAC_MINISTERO'], create: ['MBAC_MINISTERO'] },
  actions: {
    approva: { label: 'Approva', roles: ['MBAC_MINISTERO'], confirm: 'Approvare la pratica?', endpoint: endpoint('/api/approva/{id}') },
    scarica: { label: 'Scarica', roles: ['MBAC_MINISTERO'], endpoint: { ...endpoint('/api/scarica/{id}'), download: true } },
  },
};

/** A generic list without auth provider, so only the operation type can hide anything. */
function renderPratiche(tipoOper: TipoOper) {
  render(
    <OperazioneProvider params={{ tipoOper }}>
      <TestMemoryRouter>
        <AdminContext dataProvider={memoryDataProvider({ pratiche: [{ id: 1, titolo: 'Pratica uno' }] })} store={memoryStore()}>
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

  it('hides creating, editing and state-changing actions when tipoOper is V, but keeps details and downloads', async () => {
    renderPratiche('V');
    expect(await screen.findByRole('link', { name: 'Dettaglio Pratica uno' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Scarica Pratica uno' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifica Pratica uno' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approva Pratica uno' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuovo' })).not.toBeInTheDocument();
  });
});
