import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';
import { pagina, serverFinto } from './support/serverFinto';

const LINK = '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/7';

const NOTIFICHE = [
  {
    idNotifica: 2,
    titolo: 'Filiera del grano: In integrazione',
    testo:
      'Laura Marino: «Richiedi integrazione» sul programma «Filiera del grano». ' +
      'Il programma è ora «In integrazione». ' +
      'Da fare: Inviare le integrazioni richieste (Proponente).',
    link: LINK,
    dataCreazione: '2024-05-02T10:30:00.000Z',
    letto: false,
  },
  {
    idNotifica: 1,
    titolo: 'Filiera del grano: Presentato',
    testo: 'Giovanni Bianchi: «Presenta programma» sul programma «Filiera del grano».',
    link: LINK,
    dataCreazione: '2024-05-01T08:00:00.000Z',
    letto: true,
  },
];

const servizio = () =>
  serverFinto({
    'GET /api/bando/getListaBandi': [],
    'GET /api/notifiche/getNotificheUtente': (_request, url) =>
      pagina(url.searchParams.get('letto') === 'false' ? NOTIFICHE.filter((n) => !n.letto) : NOTIFICHE, url),
    'PUT /api/notifiche/segnaLetta/2': new Response(null, { status: 204 }),
  });

describe('the notifications page and the header menu', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('lists every notification with its date, whether read, what happened, what to do, and a link', async () => {
    const server = servizio();
    await renderPortal({ path: '/notifiche', roles: ['MBAC_PROPONENTE'], fetch: server.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifiche' })).toBeInTheDocument();
    const nuova = await screen.findByRole('article', { name: 'Filiera del grano: In integrazione' });
    expect(within(nuova).getByText('Da leggere')).toBeInTheDocument();
    expect(within(nuova).getByText(/^Ricevuta il 02\/05\/2024, \d\d:30$/)).toBeInTheDocument();
    expect(within(nuova).getByText(/Da fare: Inviare le integrazioni richieste/)).toBeInTheDocument();
    expect(within(nuova).getByRole('link', { name: 'Apri: Filiera del grano: In integrazione' })).toHaveAttribute(
      'href',
      LINK,
    );
    const letta = screen.getByRole('article', { name: 'Filiera del grano: Presentato' });
    expect(within(letta).getByText('Letta')).toBeInTheDocument();
    expect(within(letta).queryByRole('button', { name: /Segna come letta/ })).not.toBeInTheDocument();

    await userEvent.click(
      within(nuova).getByRole('button', { name: 'Segna come letta: Filiera del grano: In integrazione' }),
    );
    await waitFor(() => expect(server.inviate('PUT', '/api/notifiche/segnaLetta/2')).toHaveLength(1));
  });

  it('shows the date and the explanation in the menu, and leads to all of them', async () => {
    await renderPortal({ roles: ['MBAC_PROPONENTE'], fetch: servizio().fetch });
    await userEvent.click(await screen.findByRole('button', { name: /Area riservata: .*1 notifica non letta/ }));
    const voce = await screen.findByRole('menuitem', { name: /Filiera del grano: In integrazione/ });
    expect(voce).toHaveTextContent(/02\/05\/2024, \d\d:30: Laura Marino: «Richiedi integrazione»/);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Tutte le notifiche' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifiche' })).toBeInTheDocument();
  });
});
