import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setScreenWidth } from '../support/renderList';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { schedeDellElenco } from '../support/schede';
import { serverFinto } from '../support/serverFinto';
import { domanda, ID_BANDO } from './fixtures-valutazione';

const DOMANDE = [
  domanda(1, 'FINANZIABILE', { importoRichiesto: 400_000.5 }),
  domanda(2, 'FINANZIABILE', { importoRichiesto: 100_000 }),
  domanda(3, 'AMMESSA_NON_FINANZIATA', { importoRichiesto: 350_000 }),
  domanda(4, 'BOZZA', { importoRichiesto: 0 }),
];

const apriCruscotto = () =>
  renderPortal({
    path: `/cruscottoDC/${ID_BANDO}`,
    roles: ['MBAC_MINISTERO'],
    fetch: serverFinto({
      [`GET /api/bando/getBando/${ID_BANDO}`]: {
        idBando: ID_BANDO,
        descrizione: 'Bando DC di prova',
        tipologia: 'DC',
      },
      'GET /apigen/domanda/getListaDomande': DOMANDE,
    }).fetch,
  });

describe("a DC call's dashboard", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('counts the applications and sums the amounts requested and funded per state, by name', async () => {
    await apriCruscotto();

    await screen.findByRole('heading', { name: 'Cruscotto: Bando DC di prova' });
    const tabella = await screen.findByRole('table', { name: 'Domande e importi per stato' });
    const riga = (nome: string) =>
      within(within(tabella).getByRole('rowheader', { name: nome }).closest('tr') as HTMLElement);
    expect(
      riga('Finanziabile')
        .getAllByRole('cell')
        .map((cella) => cella.textContent),
    ).toEqual(['2', '500.000,50\u00a0€', '500.000,50\u00a0€']);
    expect(
      riga('Ammessa non finanziata')
        .getAllByRole('cell')
        .map((cella) => cella.textContent),
    ).toEqual(['1', '350.000,00\u00a0€', '0,00\u00a0€']);
    expect(
      riga('Totale')
        .getAllByRole('cell')
        .map((cella) => cella.textContent),
    ).toEqual(['4', '850.000,50\u00a0€', '500.000,50\u00a0€']);
    expect(screen.getByRole('img', { name: 'Domande per stato' })).toHaveAccessibleDescription(
      'Bozza: 1; Finanziabile: 2; Ammessa non finanziata: 1',
    );
    expect(screen.getByRole('link', { name: 'Graduatoria' })).toHaveAttribute('href', `/graduatoria/${ID_BANDO}`);
  });

  it('on a phone draws one card a state and a last one for the total, in place of the table', async () => {
    setScreenWidth(390);
    await apriCruscotto();

    expect(await schedeDellElenco('Domande e importi per stato')).toEqual([
      ['Bozza', 'Domande: 1', 'Importo richiesto: 0,00\u00a0€', 'Importo finanziato: 0,00\u00a0€'],
      ['Finanziabile', 'Domande: 2', 'Importo richiesto: 500.000,50\u00a0€', 'Importo finanziato: 500.000,50\u00a0€'],
      [
        'Ammessa non finanziata',
        'Domande: 1',
        'Importo richiesto: 350.000,00\u00a0€',
        'Importo finanziato: 0,00\u00a0€',
      ],
      ['Totale', 'Domande: 4', 'Importo richiesto: 850.000,50\u00a0€', 'Importo finanziato: 500.000,50\u00a0€'],
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
