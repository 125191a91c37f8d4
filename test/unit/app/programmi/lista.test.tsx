import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intero, queryDi, serverFinto } from '../support/serverFinto';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { BANDO, programma, STATI } from './fixtures';

const PROGRAMMI = [programma(1, 'BOZZA'), programma(2, 'VALIDATO', { importoAmmesso: 800 }), programma(3, 'APPROVATO')];
const servizi = () =>
  serverFinto({
    'GET /api/bando/getBando/2': BANDO,
    'GET /api/programma/getListaProgrammiInvestimento': PROGRAMMI,
    'GET /api/programma/getListaStatiProgramma': intero(STATI),
    // Nothing refused: an open menu asks what the server would refuse now.
    'GET /api/programma/getAzioniPossibili/1': {},
    'GET /api/programma/getAzioniPossibili/2': {},
  });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('programme list of a call', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the call in the title and breadcrumb, the columns and each state as a labelled chip', async () => {
    await renderPortal({ path: '/listaProgrammi/2', fetch: servizi().fetch });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programmi di investimento: Contratti di filiera 2024' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lista bandi' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('columnheader', { name: /Denominazione/ })).toBeInTheDocument();
    expect(within(rowOf('Filiera 2')).getByText('Validato')).toHaveClass('MuiChip-label');
    expect(within(rowOf('Filiera 1')).getByText('Bozza')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dettaglio 2' })).toHaveAttribute(
      'href',
      '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/2',
    );
    expect(screen.getByRole('link', { name: 'Cruscotto del bando' })).toHaveAttribute('href', '/cruscotto/2');
  });

  it('sends the search filters to the server with the call', async () => {
    const server = servizi();
    await renderPortal({ path: '/listaProgrammi/2', fetch: server.fetch });

    await userEvent.type(await screen.findByLabelText('Denominazione'), 'Fil');
    await userEvent.type(screen.getByLabelText('N. beneficiari da'), '2');
    await userEvent.click(screen.getByRole('combobox', { name: 'Stato' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Validato' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Regione' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lazio' }));

    await waitFor(() =>
      expect(queryDi(server.inviate('GET', '/api/programma/getListaProgrammiInvestimento').at(-1))).toMatchObject({
        idBando: '2',
        denominazione: 'Fil',
        nBeneficiariDa: '2',
        idStato: 'VALIDATO',
        codRegione: '12',
      }),
    );
    expect(screen.getByLabelText('Cognome proponente')).toBeInTheDocument();
    expect(screen.getByLabelText('Cognome beneficiario')).toBeInTheDocument();
    expect(screen.getByLabelText('N. beneficiari a')).toBeInTheDocument();
  });

  it('writes the filters in the address, and that address opens the same filtered list', async () => {
    let indirizzo = '';
    await renderPortal({
      path: '/listaProgrammi/2',
      fetch: servizi().fetch,
      suIndirizzo: ({ pathname, search }) => (indirizzo = pathname + search),
    });
    await userEvent.type(await screen.findByLabelText('Denominazione'), 'Fil');
    await waitFor(() =>
      expect(new URLSearchParams(indirizzo.split('?')[1]).get('filter')).toBe(JSON.stringify({ denominazione: 'Fil' })),
    );
    expect(indirizzo.split('?')[0]).toBe('/listaProgrammi/2');
    cleanup();

    const server = servizi();
    await renderPortal({ path: indirizzo, fetch: server.fetch });
    expect(await screen.findByLabelText('Denominazione')).toHaveValue('Fil');
    await waitFor(() =>
      expect(queryDi(server.inviate('GET', '/api/programma/getListaProgrammiInvestimento').at(-1))).toMatchObject({
        idBando: '2',
        denominazione: 'Fil',
      }),
    );
  });

  it("offers in a row the detail and a menu; the ministry's state changes are on the programme's page", async () => {
    await renderPortal({ path: '/listaProgrammi/2', roles: ['MBAC_MINISTERO'], fetch: servizi().fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Altre azioni: 2' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Scarica riepilogo programma' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Approva programma/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approva programma|Annulla programma/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuovo programma' })).not.toBeInTheDocument();
  });

  it('offers the proponent to present a draft from its menu, no state change in read-only operation (V)', async () => {
    await renderPortal({ path: '/listaProgrammi/2', roles: ['MBAC_PROPONENTE'], fetch: servizi().fetch });
    expect(await screen.findAllByRole('button', { name: 'Nuovo programma' })).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Altre azioni: 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Presenta programma' })).toBeInTheDocument();
    cleanup();

    await renderPortal({
      path: '/listaProgrammi/2',
      roles: ['MBAC_PROPONENTE'],
      tipoOper: 'V',
      fetch: servizi().fetch,
    });
    expect(await screen.findByRole('link', { name: 'Dettaglio 1' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Altre azioni: 1' }));
    expect(await screen.findByRole('menuitem', { name: 'Scarica riepilogo programma' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Presenta programma/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuovo programma' })).not.toBeInTheDocument();
  });

  it('shows in the menu what the server would refuse now, with its reason, and sends nothing when chosen', async () => {
    const motivo = 'Il programma non può essere presentato: manca almeno un beneficiario.';
    const server = serverFinto({
      'GET /api/bando/getBando/2': BANDO,
      'GET /api/programma/getListaProgrammiInvestimento': PROGRAMMI,
      'GET /api/programma/getListaStatiProgramma': intero(STATI),
      'GET /api/programma/getAzioniPossibili/1': {
        eseguiValidazione: { possibile: false, motivo, errori: { beneficiari: 'manca almeno un beneficiario' } },
      },
    });
    await renderPortal({ path: '/listaProgrammi/2', roles: ['MBAC_PROPONENTE'], fetch: server.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Altre azioni: 1' }));

    const nome = `Presenta programma non ancora possibile: ${motivo}`;
    await waitFor(() => expect(screen.getByRole('menuitem', { name: nome })).toHaveAttribute('aria-disabled', 'true'));
    const voce = screen.getByRole('menuitem', { name: nome });
    await userEvent.click(voce);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.inviate('GET', '/api/programma/eseguiValidazione')).toHaveLength(0);
  });
});
