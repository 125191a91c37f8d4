import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '../support/renderList';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { schedeDellElenco } from '../support/schede';
import { serverFinto } from '../support/serverFinto';
import { BANDO, programma } from './fixtures';

const PROGRAMMI = [
  programma(1, 'VALIDATO', { importoRichiesto: 1000, importoAmmesso: 900 }),
  programma(2, 'VALIDATO', { importoRichiesto: 2500.5, importoAmmesso: 2000 }),
  programma(3, 'BOZZA', { importoRichiesto: null }),
];

describe("a call's dashboard", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('counts the programmes and sums the amounts per state, as a chart and as a table', async () => {
    await renderPortal({
      path: '/cruscotto/2',
      fetch: serverFinto({
        'GET /api/bando/getBando/2': BANDO,
        'GET /api/programma/getListaProgrammiInvestimento': PROGRAMMI,
      }).fetch,
    });

    const tabella = await screen.findByRole('table', { name: 'Programmi e importi per stato' });
    const validato = within(within(tabella).getByRole('rowheader', { name: 'Validato' }).closest('tr') as HTMLElement);
    expect(validato.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(validato.getByRole('cell', { name: /3\.500,50/ })).toBeInTheDocument();
    expect(validato.getByRole('cell', { name: /2\.900,00/ })).toBeInTheDocument();
    const bozza = within(within(tabella).getByRole('rowheader', { name: 'Bozza' }).closest('tr') as HTMLElement);
    expect(bozza.getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Programmi per stato' })).toHaveAccessibleDescription(
      'Bozza: 1; Validato: 2',
    );
  });

  it('on a phone draws one card a state in place of the table, with the same counts and amounts', async () => {
    setScreenWidth(390);
    await renderPortal({
      path: '/cruscotto/2',
      fetch: serverFinto({
        'GET /api/bando/getBando/2': BANDO,
        'GET /api/programma/getListaProgrammiInvestimento': [
          ...PROGRAMMI,
          programma(4, 'IN_ISTRUTTORIA', { importoRichiesto: 120_000, importoAmmesso: null }),
          programma(5, 'IN_ISTRUTTORIA', { importoRichiesto: 30_000.25, importoAmmesso: 25_000 }),
        ],
      }).fetch,
    });

    expect(await schedeDellElenco('Programmi e importi per stato')).toEqual([
      ['Bozza', 'Programmi: 1', 'Importo richiesto: 0,00\u00a0€', 'Importo ammesso: 0,00\u00a0€'],
      ['In istruttoria', 'Programmi: 2', 'Importo richiesto: 150.000,25\u00a0€', 'Importo ammesso: 25.000,00\u00a0€'],
      ['Validato', 'Programmi: 2', 'Importo richiesto: 3.500,50\u00a0€', 'Importo ammesso: 2.900,00\u00a0€'],
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
