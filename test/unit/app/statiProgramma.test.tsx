import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryDataProvider } from './support/memoryDataProvider';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';

const STATI = ['BOZZA', 'PRESENTATO', 'IN_ISTRUTTORIA', 'IN_INTEGRAZIONE', 'IN_VALIDAZIONE', 'VALIDATO', 'ANNULLATO'].map(
  (idStato) => ({ id: idStato, idStato, descrizioneStato: idStato.replace('_', ' ').toLowerCase(), finale: idStato === 'ANNULLATO' }),
);

describe('statiProgramma, the resource of docs/adding-a-resource.md', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('lists the states through the engine, with the labels of its schema, 5 per page', async () => {
    const dataProvider = memoryDataProvider({ statiProgramma: STATI });
    await renderPortal({ path: '/statiProgramma', roles: ['MBAC_PROPONENTE'], dataProvider });

    expect(await screen.findByRole('heading', { level: 1, name: 'Stati del programma' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Stati del programma' });
    expect(within(table).getByRole('columnheader', { name: /^Codice/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^Descrizione/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Stato finale' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(table).getByRole('row', { name: 'ANNULLATO annullato Sì' })).toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'No' })).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Vai alla pagina 2' }));
    expect(await within(table).findByRole('cell', { name: 'VALIDATO' })).toBeInTheDocument();
  });

  it('is in the main navigation', async () => {
    await renderPortal({ dataProvider: memoryDataProvider({ bandi: [], statiProgramma: STATI }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostra la navigazione' }));
    expect(await screen.findByRole('link', { name: 'Stati del programma' })).toHaveAttribute('href', '/statiProgramma');
  });
});
