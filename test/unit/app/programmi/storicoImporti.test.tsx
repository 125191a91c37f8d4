import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { DETTAGLIO, serverDelProgramma } from './fixtures';

const STORICO = '/api/programma/getStoricoImportiProgrammaInvestimento/5';

const variazione = {
  idStorico: 1,
  campo: 'importoRichiesto',
  importoPrecedente: 1000,
  importoNuovo: 1500.5,
  modificatoIl: '2024-05-02T10:00:00.000Z',
  modificatoDa: 'proponente1',
  modificatoDaNome: 'Giulia Neri Test',
  ruolo: 'MBAC_PROPONENTE',
};

describe("a programme's amount history, a list under its programme", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('opens from the programme detail and reads the programme named in the address, never asking for it', async () => {
    const { fetch, inviate } = serverDelProgramma('PRESENTATO', { [`GET ${STORICO}`]: [variazione] });
    await renderPortal({ path: DETTAGLIO, roles: ['MBAC_COOR_ISMEA'], fetch });

    expect(await screen.findByRole('tab', { name: 'Dati generali' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('link', { name: 'Storico degli importi del programma' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Storico degli importi del programma: Filiera 5' }),
    ).toBeInTheDocument();
    const riga = (await screen.findByText('Giulia Neri Test')).closest('tr') as HTMLElement;
    expect(within(riga).getByText('Proponente')).toBeInTheDocument();
    expect(screen.queryByText('proponente1')).not.toBeInTheDocument();
    expect(screen.queryByText('MBAC_PROPONENTE')).not.toBeInTheDocument();
    expect(within(riga).getByText('Importo richiesto')).toBeInTheDocument();
    expect(within(riga).getByText('1.000,00 €')).toBeInTheDocument();
    expect(within(riga).getByText('1.500,50 €')).toBeInTheDocument();
    expect(inviate('GET', STORICO)).toHaveLength(1);
    expect(screen.queryByText(/Required parameter/)).not.toBeInTheDocument();
  });
});
