import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { intero, serverFinto } from './support/serverFinto';

const STATI = [
  'BOZZA',
  'PRESENTATO',
  'IN_ISTRUTTORIA',
  'IN_INTEGRAZIONE',
  'IN_VALIDAZIONE',
  'VALIDATO',
  'ANNULLATO',
].map((idStato) => ({
  idStato,
  descrizioneStato: idStato.replace('_', ' ').toLowerCase(),
  finale: idStato === 'ANNULLATO',
}));

describe('statiProgramma, the resource of docs/adding-a-resource.md', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('lists the states through the engine, with the labels of its schema, 5 per page', async () => {
    // The server answers the whole list (it is reference data): the data provider sorts and pages it.
    const server = serverFinto({ 'GET /api/programma/getListaStatiProgramma': intero(STATI) });
    await renderPortal({ path: '/statiProgramma', roles: ['MBAC_PROPONENTE'], fetch: server.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Stati del programma' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Stati del programma' });
    expect(within(table).queryByRole('columnheader', { name: /^Codice/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^Descrizione/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Stato finale' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    expect(within(table).getByRole('row', { name: 'annullato Sì' })).toBeInTheDocument();
    expect(within(table).queryByText('ANNULLATO')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'No' })).toHaveLength(4);

    await userEvent.click(screen.getByRole('button', { name: 'Vai alla pagina 2' }));
    expect(await within(table).findByRole('cell', { name: 'validato' })).toBeInTheDocument();
  });

  it('is in the main navigation', async () => {
    await renderPortal({ fetch: serverFinto({ 'GET /api/bando/getListaBandi': [] }).fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostra la navigazione' }));
    expect(await screen.findByRole('link', { name: 'Stati del programma' })).toHaveAttribute('href', '/statiProgramma');
  });

  it("is not in the food-district instructor's navigation, who opens no programme, nor are the banks", async () => {
    const server = serverFinto({ 'GET /api/bando/getListaBandi': [], 'GET /apigen/domanda/getListaIncarichi': [] });
    await renderPortal({ roles: ['MBAC_ISTRUTTORE'], fetch: server.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Mostra la navigazione' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu principale' });
    await within(menu).findByRole('link', { name: 'Lista bandi' });
    expect(within(menu).queryByRole('link', { name: 'Stati del programma' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Banche' })).not.toBeInTheDocument();
  });
});
