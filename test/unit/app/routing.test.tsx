import { cleanup, render, screen } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../../src/pages/RouteErrorPage';
import { memoryDataProvider } from './support/memoryDataProvider';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';

const DENIED = 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.';

describe('pages and routes', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the danger message on the not-authorized page', async () => {
    await renderPortal({ path: '/not-authorized', dataProvider: memoryDataProvider({}) });
    expect(await screen.findByRole('alert')).toHaveTextContent(DENIED);
  });

  it('goes to the not-authorized page when the server answers 403', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const dataProvider = memoryDataProvider({});
    vi.mocked(dataProvider.getList).mockRejectedValue(new HttpError('Operazione non consentita', 403));
    await renderPortal({ path: '/statiProgramma', dataProvider });

    expect(await screen.findByText(DENIED)).toBeInTheDocument();
  });

  it('opens the programme list of a call of any type, with its breadcrumb', async () => {
    const dataProvider = memoryDataProvider({ bandi: [{ id: 7, idBando: 7, descrizione: 'Filiera forestale', tipologia: 'F' }], programmi: [] });
    await renderPortal({ path: '/listaProgrammiF/7', dataProvider });

    expect(await screen.findByRole('heading', { level: 1, name: 'Programmi di investimento: Filiera forestale' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Percorso di navigazione' })).toHaveTextContent('Lista bandi›');
    expect(dataProvider.getList).toHaveBeenCalledWith('programmi', expect.objectContaining({ filter: { idBando: 7 } }));
  });

  it('opens the application list of a food-district call and the application detail', async () => {
    await renderPortal({ path: '/dettaglioProgrammaDC/idBando/2/idDomanda/9', dataProvider: memoryDataProvider({}) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Domanda 9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Domande del bando 2' })).toHaveAttribute('href', '/listaProgrammiDC/2');
  });

  it("answers 'Pagina non trovata' for addresses that match no page", async () => {
    await renderPortal({ path: '/qualcosa/1', dataProvider: memoryDataProvider({}) });
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
