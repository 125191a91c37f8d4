import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { pagina, queryDi, serverFinto } from '../support/serverFinto';

const notifica = (id: number, letto: boolean) => ({
  idNotifica: id,
  titolo: `Programma ${id} da validare`,
  testo: '',
  link: `/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/${id}`,
  dataCreazione: '2024-05-01T10:00:00.000Z',
  letto,
});

describe('notifications in the header', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('counts the unread ones on the badge, lists the latest and marks them all read', async () => {
    const notifiche = [notifica(1, false), notifica(2, false), notifica(3, true)];
    const server = serverFinto({
      'GET /api/bando/getListaBandi': [],
      'GET /api/notifiche/getNotificheUtente': (_request, url) =>
        pagina(url.searchParams.get('letto') === 'false' ? notifiche.filter((n) => !n.letto) : notifiche, url),
      'PUT /api/notifiche/segnaTutteLette': new Response(null, { status: 204 }),
    });
    await renderPortal({ roles: ['MBAC_VALI_ISMEA'], fetch: server.fetch });

    const profilo = await screen.findByRole('button', { name: /Area riservata: .*2 notifiche non lette/ });
    expect(server.inviate('GET', '/api/notifiche/getNotificheUtente').map(queryDi)).toContainEqual(
      expect.objectContaining({ letto: 'false', _start: '0', _end: '1' }),
    );
    await userEvent.click(profilo);
    expect(await screen.findByRole('menuitem', { name: /Programma 1 da validare/ })).toHaveAttribute(
      'href',
      notifiche[0].link,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Segna tutte come lette' }));
    await waitFor(() => expect(server.inviate('PUT', '/api/notifiche/segnaTutteLette')).toHaveLength(1));
  });
});
