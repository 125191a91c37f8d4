import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, jsonAnswer } from '../../dataProvider/fakeFetch';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { BANDO, programma } from './fixtures';

const servizio = () => {
  const edge = fakeFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/api/bando/getListaBandi') return jsonAnswer([BANDO]);
    if (request.method === 'POST' || path.startsWith('/api/programma/getDatiGenerali'))
      return jsonAnswer(programma(9, 'BOZZA'));
    return jsonAnswer([]);
  });
  return { fetch: edge.fetch, posts: () => edge.sent.filter((request) => request.method === 'POST') };
};

describe(
  'a new programme, created by its natural keys (the call and the CUAA)',
  { timeout: PORTAL_TEST_TIMEOUT },
  () => {
    afterEach(cleanup);

    it('asks for the call in Italian before sending, then fills the path with the call and the CUAA', async () => {
      const { fetch, posts } = servizio();
      await renderPortal({ path: '/programmi/create', roles: ['MBAC_PROPONENTE'], fetch });

      await userEvent.type(await screen.findByRole('textbox', { name: /CUAA/ }), '01234567897');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      expect(await screen.findByText('Obbligatorio')).toBeInTheDocument();
      expect(posts()).toEqual([]);

      await userEvent.type(screen.getByRole('combobox', { name: /Bando/ }), '2024');
      await userEvent.click(await screen.findByRole('option', { name: 'Contratti di filiera 2024' }));
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      await waitFor(() => expect(posts()).toHaveLength(1));
      expect(new URL(posts()[0].url, 'http://localhost').pathname).toBe(
        '/api/programma/creaProgrammaInvestimento/2/01234567897',
      );
    });
  },
);
