import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { queryDi } from '../support/serverFinto';
import { DETTAGLIO, programma, serverDelProgramma } from './fixtures';

const STORICO = [
  {
    idAudit: 1,
    utente: 'coordinatore',
    ruolo: 'MBAC_COOR_ISMEA',
    eseguitoIl: '2024-05-02T09:00:00.000Z',
    azione: 'assegna',
    descrizioneAzione: 'Assegna istruttore',
    statoDa: 'PRESENTATO',
    statoA: 'IN_ISTRUTTORIA',
    note: null,
  },
];

const portale = (server: ReturnType<typeof serverDelProgramma>, roles: string[]) =>
  renderPortal({ path: DETTAGLIO, roles, fetch: server.fetch });

describe('programme detail', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('moves between tabs with the arrow keys and loads the history in its own tab', async () => {
    const server = serverDelProgramma('IN_ISTRUTTORIA', { 'GET /api/programma/getStoricoProgramma/5': STORICO });
    await portale(server, ['MBAC_COOR_ISMEA']);

    const generali = await screen.findByRole('tab', { name: 'Dati generali' });
    expect(generali).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', generali.id);
    generali.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Proponente' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Note' })).toHaveFocus();

    await userEvent.click(screen.getByRole('tab', { name: 'Storico' }));
    expect(await screen.findByRole('cell', { name: 'Assegna istruttore' })).toBeInTheDocument();
  });

  it('hides the tabs the role may not read', async () => {
    await portale(serverDelProgramma('BOZZA'), ['MBAC_PROPONENTE']);

    expect(await screen.findByRole('tab', { name: 'Integrazioni' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Storico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Assegnatari e istruttori' })).not.toBeInTheDocument();
  });

  it('asks the ministry for a valid CUP before approving, then runs the action and says so', async () => {
    const server = serverDelProgramma('VALIDATO', {
      'PUT /api/programma/approvazioneprogramma/5': programma(5, 'APPROVATO'),
    });
    await portale(server, ['MBAC_MINISTERO']);

    await userEvent.click(await screen.findByRole('button', { name: 'Approva programma 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approva programma' });
    await userEvent.type(await screen.findByLabelText(/CUP/), 'j84e2400');
    await userEvent.type(screen.getByLabelText(/COR/), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText('Il CUP deve avere 15 caratteri, lettere maiuscole e cifre')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Il COR deve contenere solo cifre (al massimo 12)')).toBeInTheDocument();
    expect(screen.getByLabelText(/CUP/)).toHaveValue('J84E2400');
    expect(server.inviate('PUT')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/CUP/), '0120001');
    await userEvent.clear(screen.getByLabelText(/COR/));
    await userEvent.type(screen.getByLabelText(/COR/), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText('Approva programma: operazione completata')).toBeInTheDocument();
    const [approvazione] = server.inviate('PUT', '/api/programma/approvazioneprogramma/5');
    expect(queryDi(approvazione)).toMatchObject({ codiceCup: 'J84E24000120001', codiceCore: '1234567' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("shows the server's message when an action is refused", async () => {
    const server = serverDelProgramma('IN_ISTRUTTORIA', {
      'POST /api/programma/richiestaParereRegione/5': new Response(
        JSON.stringify({ message: 'Il programma non è più nello stato richiesto' }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    await portale(server, ['MBAC_COOR_ISMEA']);

    await userEvent.click(await screen.findByRole('button', { name: 'Richiedi parere alla Regione 5' }));
    expect(await screen.findByText('Chiedere il parere alla Regione del programma?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(await screen.findByText('Il programma non è più nello stato richiesto')).toBeInTheDocument();
  });
});
