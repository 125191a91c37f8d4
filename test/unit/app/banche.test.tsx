import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeFetch, jsonAnswer } from '../dataProvider/fakeFetch';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';

const servizio = () => {
  const edge = fakeFetch((request) => {
    if (request.method === 'POST') return jsonAnswer(JSON.parse(String(request.body)));
    if (request.url.includes('/api/banche/')) return jsonAnswer({ abi: '07601', denominazione: 'BancoPosta' });
    return jsonAnswer([{ abi: '03069', denominazione: 'Intesa Sanpaolo S.p.A.' }], {
      headers: { 'X-Total-Count': '1' },
    });
  });
  return { fetch: edge.fetch, sent: edge.sent };
};

describe(
  'the banks, an editable resource the engine shows from its declaration',
  { timeout: PORTAL_TEST_TIMEOUT },
  () => {
    afterEach(cleanup);

    it('lists the banks by name and ABI code', async () => {
      await renderPortal({ path: '/banche', roles: ['MBAC_PROPONENTE'], fetch: servizio().fetch });

      expect(await screen.findByRole('heading', { level: 1, name: 'Banche' })).toBeInTheDocument();
      expect(await screen.findByText('Intesa Sanpaolo S.p.A.')).toBeInTheDocument();
      expect(screen.getByText('03069')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Nuovo' })).not.toBeInTheDocument();
    });

    it('lets the ministry add a bank by its ABI code, a natural key the form asks for', async () => {
      const { fetch, sent } = servizio();
      await renderPortal({ path: '/banche/create', roles: ['MBAC_MINISTERO'], fetch });

      // Said as Italian says it, whatever the resource's gender ('Nuovo: banca' read oddly).
      expect(await screen.findByRole('heading', { level: 1, name: 'Aggiungi banca' })).toBeInTheDocument();
      await userEvent.type(await screen.findByRole('textbox', { name: /Codice ABI/ }), '07601');
      await userEvent.type(screen.getByRole('textbox', { name: /Denominazione/ }), 'BancoPosta');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
      const post = sent.find((request) => request.method === 'POST');
      expect(new URL(String(post?.url), 'http://localhost').pathname).toBe('/api/banche');
      expect(JSON.parse(String(post?.body))).toEqual({ abi: '07601', denominazione: 'BancoPosta' });
    });

    it('marks an ABI code not of 5 digits and a name over 200 characters, keeps both, sends none', async () => {
      const { fetch, sent } = servizio();
      await renderPortal({ path: '/banche/create', roles: ['MBAC_MINISTERO'], fetch });
      const abi = await screen.findByRole('textbox', { name: /Codice ABI/ });
      const denominazione = screen.getByRole('textbox', { name: /Denominazione/ });
      await userEvent.type(abi, '7601');
      await userEvent.click(denominazione);
      await userEvent.paste('B'.repeat(201));
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(await screen.findByText('Deve contenere al massimo 200 caratteri')).toHaveAttribute('role', 'alert');
      expect(screen.getByText('Formato non valido')).toHaveAttribute('role', 'alert');
      expect(abi).toHaveValue('7601');
      expect(denominazione).toHaveValue('B'.repeat(201));
      expect(sent.filter((request) => request.method === 'POST')).toHaveLength(0);

      await userEvent.type(abi, '{Home}0');
      await userEvent.type(denominazione, '{Backspace}');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
      const post = sent.find((request) => request.method === 'POST');
      expect(JSON.parse(String(post?.body))).toEqual({ abi: '07601', denominazione: 'B'.repeat(200) });
    });

    it("shows the server's 400 on the field it names, with what was typed kept", async () => {
      // The server's answer to a name its schema refuses (test/server/limiti-campi.test.ts).
      const rifiuto = {
        message: 'Dati non validi: controlla i campi indicati',
        errors: { denominazione: 'Deve contenere al massimo 200 caratteri' },
      };
      const { fetch } = fakeFetch((request) =>
        request.method === 'POST' ? jsonAnswer(rifiuto, { status: 400 }) : jsonAnswer([]),
      );
      await renderPortal({ path: '/banche/create', roles: ['MBAC_MINISTERO'], fetch });
      await userEvent.type(await screen.findByRole('textbox', { name: /Codice ABI/ }), '07601');
      await userEvent.type(screen.getByRole('textbox', { name: /Denominazione/ }), 'BancoPosta');
      await userEvent.click(screen.getByRole('button', { name: 'Salva' }));

      expect(await screen.findByText('Deve contenere al massimo 200 caratteri')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Denominazione/ })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: /Denominazione/ })).toHaveValue('BancoPosta');
    });
  },
);
