import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paginationItems } from '../../../src/list/paginationItems';
import { renderList, setScreenWidth } from './support/renderList';
import { queryDi } from './support/serverFinto';

const PEOPLE = [
  { id: 1, nome: 'Bruno', citta: 'Roma' },
  { id: 2, nome: 'Anna', citta: 'Torino' },
  { id: 3, nome: 'Anna', citta: 'Bari' },
];
const COLUMNS = [
  { source: 'nome', label: 'Nome', sortable: true },
  { source: 'citta', label: 'Città', sortable: true },
];
const DISTINCT = [
  { id: 1, nome: 'Bruno', citta: 'Roma' },
  { id: 2, nome: 'Carla', citta: 'Torino' },
];
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const sortButton = (name: string) => within(header(name)).getByRole('button');
const expectSort = (name: string, ariaSort: string) =>
  waitFor(() => expect(header(name)).toHaveAttribute('aria-sort', ariaSort));

/** Thirty people, five a page, with filterable columns, shown at page `numero` (its first row on screen). */
async function listaAllaPagina(numero: number) {
  const many = Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    nome: `Persona ${index + 1}`,
    citta: 'Roma',
  }));
  const filtrabili = COLUMNS.map((column) => ({ ...column, filterable: true }));
  const { server } = renderList(many, { label: 'Persone', columns: filtrabili });
  const pages = await screen.findByRole('navigation', { name: 'Paginazione' });
  const pagina = (n: number) => within(pages).getByRole('button', { name: `Vai alla pagina ${n}` });
  await userEvent.click(pagina(numero));
  await screen.findByRole('cell', { name: `Persona ${(numero - 1) * 5 + 1}` });
  return { ultimaRichiesta: () => queryDi(server.inviate('GET', '/api/elementi').at(-1)), pagina };
}

describe('DataTable', () => {
  afterEach(cleanup);

  it('cycles a column ascending, descending, none, telling it with aria-sort', async () => {
    const { ultimoOrdine } = renderList(PEOPLE, { label: 'Persone', columns: COLUMNS });
    await screen.findByRole('cell', { name: 'Bruno' });
    expect(header('Nome')).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(sortButton('Nome'));
    await expectSort('Nome', 'ascending');
    await waitFor(() => expect(ultimoOrdine()).toEqual({ field: 'nome', order: 'ASC' }));

    await userEvent.click(sortButton('Nome'));
    await expectSort('Nome', 'descending');

    await userEvent.click(sortButton('Nome'));
    await expectSort('Nome', 'none');
    await waitFor(() => expect(ultimoOrdine()).toEqual({ field: 'id', order: 'ASC' }));
  });

  it('adds a secondary sort with shift, sends the primary one and orders ties within the page', async () => {
    const { ultimoOrdine } = renderList(PEOPLE, { label: 'Persone', columns: COLUMNS });
    await screen.findByRole('cell', { name: 'Bruno' });

    await userEvent.click(sortButton('Nome'));
    await expectSort('Nome', 'ascending');
    fireEvent.click(sortButton('Città'), { shiftKey: true });

    await waitFor(() => expect(header('Città')).toHaveTextContent('ordinamento secondario 2, crescente'));
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    expect(ultimoOrdine()).toEqual({ field: 'nome', order: 'ASC' });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['AnnaBari', 'AnnaTorino', 'BrunoRoma']);
  });

  it('selects rows with checkboxes', async () => {
    renderList(PEOPLE, { label: 'Persone', columns: COLUMNS, selectable: true });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleziona riga Bruno' }));
    expect(screen.getByText('1 elemento selezionato')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleziona tutte le righe della pagina' }));
    expect(screen.getByText('3 elementi selezionati')).toBeInTheDocument();
  });

  it('keeps one detail row open at a time on screens up to 992px', async () => {
    setScreenWidth(800);
    renderList(DISTINCT, { label: 'Persone', columns: COLUMNS, expand: <p>Dettaglio aperto</p> });
    await userEvent.click(await screen.findByRole('button', { name: 'Espandi dettaglio Bruno' }));
    await userEvent.click(screen.getByRole('button', { name: 'Espandi dettaglio Carla' }));

    expect(screen.getAllByText('Dettaglio aperto')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Espandi dettaglio Bruno' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps several detail rows open on wider screens', async () => {
    setScreenWidth(1280);
    renderList(DISTINCT, { label: 'Persone', columns: COLUMNS, expand: <p>Dettaglio aperto</p> });
    await userEvent.click(await screen.findByRole('button', { name: 'Espandi dettaglio Bruno' }));
    await userEvent.click(screen.getByRole('button', { name: 'Espandi dettaglio Carla' }));

    expect(screen.getAllByText('Dettaglio aperto')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Comprimi dettaglio Bruno' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('on a phone shows each row as a card with the fields it has, leaving out a field with no value', async () => {
    setScreenWidth(390);
    const conScadenza = [
      { id: 1, nome: 'Bruno', citta: 'Roma', scadenza: null },
      { id: 2, nome: 'Carla', citta: 'Torino', scadenza: 'entro il 3 dicembre' },
    ];
    renderList(conScadenza, {
      label: 'Persone',
      columns: [...COLUMNS, { source: 'scadenza', label: 'Scadenza' }],
    });
    const schede = within(await screen.findByRole('list', { name: 'Persone' })).getAllByRole('listitem');
    const voci = (scheda: HTMLElement) =>
      within(scheda)
        .getAllByRole('term')
        .map((termine) => `${termine.textContent}: ${termine.nextElementSibling?.textContent}`);

    expect(schede).toHaveLength(2);
    expect(voci(schede[0]!)).toEqual(['Città: Roma']);
    expect(voci(schede[1]!)).toEqual(['Città: Torino', 'Scadenza: entro il 3 dicembre']);
  });

  it('numbers the pages in a window of 10 with an ellipsis, and moves with previous and next', async () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      id: index + 1,
      nome: `Persona ${index + 1}`,
      citta: 'Roma',
    }));
    renderList(many, { label: 'Persone', columns: COLUMNS });
    const pages = await screen.findByRole('navigation', { name: 'Paginazione' });

    expect(within(pages).getByRole('button', { name: 'Vai alla pagina 10' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Vai alla pagina 11' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Vai alla pagina 24' })).toBeInTheDocument();
    expect(pages).toHaveTextContent('…');

    await userEvent.click(within(pages).getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByRole('cell', { name: 'Persona 6' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Vai alla pagina 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to the first page when a column filter changes', async () => {
    const { ultimaRichiesta, pagina } = await listaAllaPagina(3);
    await userEvent.type(screen.getByRole('textbox', { name: 'Filtra per Città' }), 'R');
    await waitFor(() => expect(ultimaRichiesta()).toMatchObject({ citta: 'R', _start: '0' }));
    expect(pagina(1)).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to the first page when the sort changes', async () => {
    const { ultimaRichiesta, pagina } = await listaAllaPagina(3);
    await userEvent.click(sortButton('Nome'));
    await waitFor(() => expect(ultimaRichiesta()).toMatchObject({ _sort: 'nome', _start: '0' }));
    expect(pagina(1)).toHaveAttribute('aria-current', 'page');
  });

  it('filters a column by its text, keeping the filter of the other column, and drops a filter cleared', async () => {
    const filtrabili = COLUMNS.map((column) => ({ ...column, filterable: true }));
    const { server } = renderList(PEOPLE, { label: 'Persone', columns: filtrabili });
    const ultimaRichiesta = () => queryDi(server.inviate('GET', '/api/elementi').at(-1));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Filtra per Nome' }), 'Ann');
    await waitFor(() => expect(ultimaRichiesta()).toMatchObject({ nome: 'Ann' }));

    await userEvent.type(screen.getByRole('textbox', { name: 'Filtra per Città' }), 'Ba');
    await waitFor(() => expect(ultimaRichiesta()).toMatchObject({ nome: 'Ann', citta: 'Ba' }));

    await userEvent.clear(screen.getByRole('textbox', { name: 'Filtra per Nome' }));
    await waitFor(() => expect(ultimaRichiesta()).not.toHaveProperty('nome'));
    expect(ultimaRichiesta()).toMatchObject({ citta: 'Ba' });
    expect(screen.getByRole('textbox', { name: 'Filtra per Città' })).toHaveValue('Ba');
  });

  it("says 'Non ci sono elementi' in a danger alert when there is nothing to show", async () => {
    renderList([], { label: 'Persone', columns: COLUMNS });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non ci sono elementi');
  });
});

describe('sort cycle and page window', () => {
  it('replaces the sort on a plain click and cycles within it on shift', async () => {
    const { ultimoOrdine } = renderList(PEOPLE, { label: 'Persone', columns: COLUMNS });
    await screen.findByRole('cell', { name: 'Bruno' });
    await userEvent.click(sortButton('Nome'));
    await expectSort('Nome', 'ascending');

    await userEvent.click(sortButton('Città'));
    await expectSort('Città', 'ascending');
    expect(header('Nome')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(ultimoOrdine()).toEqual({ field: 'citta', order: 'ASC' }));

    await userEvent.click(sortButton('Nome'));
    await expectSort('Nome', 'ascending');
    fireEvent.click(sortButton('Città'), { shiftKey: true });
    await waitFor(() => expect(header('Città')).toHaveTextContent('ordinamento secondario 2, crescente'));
    fireEvent.click(sortButton('Città'), { shiftKey: true });
    await waitFor(() => expect(header('Città')).toHaveTextContent('ordinamento secondario 2, decrescente'));
    fireEvent.click(sortButton('Città'), { shiftKey: true });

    await waitFor(() => expect(header('Città')).not.toHaveTextContent('ordinamento secondario'));
    expect(header('Nome')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Nome')).not.toHaveTextContent('1');
    expect(ultimoOrdine()).toEqual({ field: 'nome', order: 'ASC' });
  });

  it('shows the first and last page around a window centred on the current one', () => {
    expect(paginationItems(15, 30, 10)).toEqual([
      1,
      'start-ellipsis',
      10,
      11,
      12,
      13,
      14,
      15,
      16,
      17,
      18,
      19,
      'end-ellipsis',
      30,
    ]);
    expect(paginationItems(2, 4, 10)).toEqual([1, 2, 3, 4]);
  });
});
