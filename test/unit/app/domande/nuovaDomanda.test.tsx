import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PORTAL_TEST_TIMEOUT, renderPortal } from '../support/renderPortal';
import { CUAA, LISTA, domanda, serverDelleDomande } from './fixtures';

const CREA = `/apigen/domanda/creaDomanda/7/${CUAA}`;

/** The company already has draft 12 on call 7: the server answers it (200): one draft per call and company. */
const server = () =>
  serverDelleDomande({
    [`POST ${CREA}`]: domanda(12, 'BOZZA'),
    'GET /apigen/domanda/dettaglioProponente/12': domanda(12, 'BOZZA'),
  });

describe("'Nuova domanda' on a food-district call", { timeout: PORTAL_TEST_TIMEOUT }, () => {
  afterEach(cleanup);

  it("asks the server for the company's draft and lands on the one it answers", async () => {
    const fake = server();
    await renderPortal({ path: LISTA, roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Nuova domanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova domanda' });
    // The company by the name the portal knows for it.
    expect(await within(dialog).findByText('Agricola Colli Albani (CUAA 01234567897)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Distretto 12/ })).toBeInTheDocument();
    expect(fake.inviate('POST', CREA)).toHaveLength(1);
    // The server finds the draft: no list of drafts is read to look for it first.
    expect(fake.inviate('GET', 'idStato=BOZZA')).toEqual([]);
  });

  it("shows the server's reason when it refuses, and keeps the dialog open", async () => {
    const chiuso = { message: 'Il bando non è aperto: non si possono creare domande.' };
    const fake = serverDelleDomande({
      [`POST ${CREA}`]: () => Response.json(chiuso, { status: 409 }),
    });
    await renderPortal({ path: LISTA, roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Nuova domanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova domanda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByText(chiuso.message)).toBeInTheDocument();
    await waitFor(() => expect(fake.inviate('POST', CREA)).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Nuova domanda' })).toBeInTheDocument();
  });

  it('a company new to the portal gives its name and its region chosen by name, then the draft opens', async () => {
    const nuova = (_request: unknown, url: URL) =>
      url.searchParams.get('denominazione') && url.searchParams.get('codRegione')
        ? domanda(12, 'BOZZA')
        : Response.json(
            {
              message: 'Dati non validi',
              errors: {
                denominazione: "Indicare la denominazione dell'azienda, alla sua prima domanda",
                codRegione: "Indicare la regione dell'azienda, alla sua prima domanda",
              },
            },
            { status: 400 },
          );
    const fake = serverDelleDomande({
      [`POST ${CREA}`]: nuova,
      'GET /apigen/domanda/dettaglioProponente/12': domanda(12, 'BOZZA'),
    });
    await renderPortal({ path: LISTA, roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });

    await userEvent.click(await screen.findByRole('button', { name: 'Nuova domanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova domanda' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    expect(
      await within(dialog).findByText("Indicare la denominazione dell'azienda, alla sua prima domanda"),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Indicare la regione dell'azienda, alla sua prima domanda")).toBeInTheDocument();

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: "Denominazione dell'azienda (se la prima volta)" }),
      'Agricola Nuova',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: "Regione dell'azienda (se la prima volta)" }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lazio' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await screen.findByRole('heading', { level: 1, name: /Distretto 12/ })).toBeInTheDocument();
    const [, seconda] = fake.inviate('POST', CREA);
    expect(Object.fromEntries(new URL(seconda.url, 'http://localhost').searchParams)).toEqual({
      denominazione: 'Agricola Nuova',
      codRegione: '12',
    });
  });

  it("marks a new company's name over the server's 300 characters, keeps it and sends nothing", async () => {
    const fake = server();
    await renderPortal({ path: LISTA, roles: ['MBAC_PROPONENTE'], cuaa: [CUAA], fetch: fake.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Nuova domanda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuova domanda' });
    const denominazione = within(dialog).getByRole('textbox', {
      name: "Denominazione dell'azienda (se la prima volta)",
    });
    await userEvent.click(denominazione);
    await userEvent.paste('A'.repeat(301));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));

    expect(await within(dialog).findByText('Deve contenere al massimo 300 caratteri')).toBeInTheDocument();
    expect(denominazione).toHaveAttribute('aria-invalid', 'true');
    expect(denominazione).toHaveValue('A'.repeat(301));
    expect(fake.inviate('POST', CREA)).toHaveLength(0);

    await userEvent.type(denominazione, '{Backspace}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma' }));
    await waitFor(() => expect(fake.inviate('POST', CREA)).toHaveLength(1));
    const [invio] = fake.inviate('POST', CREA);
    expect(new URL(invio.url, 'http://localhost').searchParams.get('denominazione')).toBe('A'.repeat(300));
  });
});
