import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../src/pages/RouteErrorPage';
import { queryDi, serverFinto } from './support/serverFinto';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';

const DENIED = 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.';

describe('pages and routes', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the danger message on the one access-denied page, with the ways back', async () => {
    await renderPortal({ path: '/access-denied', fetch: serverFinto({ 'GET /api/bando/getListaBandi': [] }).fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent(DENIED);
    expect(screen.getByRole('button', { name: 'Torna alla pagina precedente' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Torna alla lista bandi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista bandi' })).toBeInTheDocument();
  });

  it('has no second address for it', async () => {
    await renderPortal({ path: '/not-authorized', fetch: serverFinto().fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it('denies at once, asking the server nothing, a page whose address a role may not open', async () => {
    // The bank reads financing data of programmes, not food-district applications.
    const banca = serverFinto();
    await renderPortal({ path: '/listaProgrammiDC/6', roles: ['MBAC_BANCA'], fetch: banca.fetch });
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    expect(banca.inviate('GET', '/apigen/')).toEqual([]);
    cleanup();

    // The food-district instructor reviews applications, not programmes.
    const istruttore = serverFinto();
    await renderPortal({
      path: '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/4',
      roles: ['MBAC_ISTRUTTORE'],
      fetch: istruttore.fetch,
    });
    expect(await screen.findByText(DENIED)).toBeInTheDocument();
    expect(istruttore.inviate('GET', '/api/programma/')).toEqual([]);
  });

  it('goes to the not-authorized page when the server answers 403', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFinto({
      'GET /api/programma/getListaStatiProgramma': new Response(
        JSON.stringify({ message: 'Operazione non consentita' }),
        { status: 403, headers: { 'Content-Type': 'application/json' } },
      ),
    });
    await renderPortal({ path: '/statiProgramma', fetch: server.fetch });

    expect(await screen.findByText(DENIED)).toBeInTheDocument();
  });

  it('opens the programme list of a call of any type, with its breadcrumb', async () => {
    const server = serverFinto({
      'GET /api/bando/getBando/7': { idBando: 7, descrizione: 'Filiera forestale', tipologia: 'F' },
      'GET /api/programma/getListaProgrammiInvestimento': [],
    });
    await renderPortal({ path: '/listaProgrammiF/7', fetch: server.fetch });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Programmi di investimento: Filiera forestale' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Percorso di navigazione' })).toHaveTextContent('Lista bandi›');
    expect(server.inviate('GET', '/api/programma/getListaProgrammiInvestimento').map(queryDi)).toContainEqual(
      expect.objectContaining({ idBando: '7' }),
    );
  });

  it('shows at /programmi the one programme list, whose rows lead to the legacy deep link', async () => {
    const server = serverFinto({
      'GET /api/programma/getListaProgrammiInvestimento': [
        { idProgrammaInvestimento: 4, idBando: 7, denominazione: 'Filiera del grano duro' },
      ],
    });
    await renderPortal({ path: '/programmi', fetch: server.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Programmi di investimento' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dettaglio 4' })).toHaveAttribute(
      'href',
      '/dettaglioProgrammaInvestimento/idBando/7/idProgrammaInvestimento/4',
    );
    const richieste = server.inviate('GET', '/api/programma/getListaProgrammiInvestimento').map(queryDi);
    expect(richieste.length).toBeGreaterThan(0);
    expect(richieste.filter((query) => 'idBando' in query)).toEqual([]);
  });

  it('opens the application list of a food-district call and the application detail', async () => {
    const domanda = {
      idDomanda: 9,
      idBando: 2,
      denominazione: 'Distretto del Cibo dei Castelli',
      idStato: 'BOZZA',
      descrizioneStato: 'Bozza',
    };
    const server = serverFinto({ 'GET /apigen/domanda/dettaglioProponente/9': domanda });
    await renderPortal({ path: '/dettaglioProgrammaDC/idBando/2/idDomanda/9', fetch: server.fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domanda 9: Distretto del Cibo dei Castelli' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Domande del bando' })).toHaveAttribute('href', '/listaProgrammiDC/2');
  });

  it('takes an application’s own address when reached under another call', async () => {
    const domanda = { idDomanda: 32, idBando: 6, denominazione: 'Distretto del Cibo del Sannio', idStato: 'BOZZA' };
    const server = serverFinto({ 'GET /apigen/domanda/dettaglioProponente/32': domanda });
    let indirizzo = '';
    await renderPortal({
      path: '/dettaglioProgrammaDC/idBando/5/idDomanda/32?tipoOper=V',
      fetch: server.fetch,
      suIndirizzo: ({ pathname, search }) => (indirizzo = pathname + search),
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Domanda 32: Distretto del Cibo del Sannio' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(indirizzo).toBe('/dettaglioProgrammaDC/idBando/6/idDomanda/32?tipoOper=V'));
  });

  it('takes a programme’s own address when reached under another call', async () => {
    const programma = { idProgrammaInvestimento: 4, idBando: 2, denominazione: 'Filiera del grano duro' };
    const server = serverFinto({ 'GET /api/programma/getDatiGeneraliProgramma/4': programma });
    let indirizzo = '';
    await renderPortal({
      path: '/dettaglioProgrammaInvestimento/idBando/99/idProgrammaInvestimento/4',
      fetch: server.fetch,
      suIndirizzo: ({ pathname, search }) => (indirizzo = pathname + search),
    });

    expect(await screen.findByRole('heading', { level: 1, name: /Filiera del grano duro/ })).toBeInTheDocument();
    await waitFor(() => expect(indirizzo).toBe('/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/4'));
  });

  it("answers 'Pagina non trovata' for addresses that match no page", async () => {
    await renderPortal({ path: '/qualcosa/1', fetch: serverFinto().fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it("answers 'Pagina non trovata' at a resource's address when it has no page there", async () => {
    // The amount history is read only under its programme (/programmi/<id>/storicoImportiProgramma).
    await renderPortal({ path: '/storicoImportiProgramma', fetch: serverFinto().fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });

  it("shows the router's errors in Italian, with their status", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => {
            throw new Response('', { status: 405 });
          },
          element: <p>mai</p>,
          hydrateFallbackElement: <p>Attendere...</p>,
          errorElement: <RouteErrorPage />,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Operazione non consentita' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Errore 405');
  });
});
