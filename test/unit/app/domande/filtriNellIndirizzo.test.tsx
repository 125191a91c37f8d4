import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { queryDi } from '../support/serverFinto';
import { LISTA, serverDelleDomande } from './fixtures';

describe("the applications' list of a call, filtered", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it('writes the filters in the address, and that address opens the same filtered list', async () => {
    let indirizzo = '';
    await renderPortal({
      path: LISTA,
      fetch: serverDelleDomande().fetch,
      suIndirizzo: ({ pathname, search }) => (indirizzo = pathname + search),
    });
    await userEvent.type(await screen.findByLabelText('Cognome rappresentante legale'), 'Rossi');
    await waitFor(() =>
      expect(new URLSearchParams(indirizzo.split('?')[1]).get('filter')).toBe(
        JSON.stringify({ cognomeProponente: 'Rossi' }),
      ),
    );
    expect(indirizzo.split('?')[0]).toBe(LISTA);
    cleanup();

    const server = serverDelleDomande();
    await renderPortal({ path: indirizzo, fetch: server.fetch });
    expect(await screen.findByLabelText('Cognome rappresentante legale')).toHaveValue('Rossi');
    await waitFor(() =>
      expect(queryDi(server.inviate('GET', '/apigen/domanda/getListaDomande').at(-1))).toMatchObject({
        idBando: '7',
        cognomeProponente: 'Rossi',
      }),
    );
  });
});
