import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n';
import { CUAA, LISTA, domanda, serverDelleDomande } from './domande/fixtures';
import { PORTAL_TEST_TIMEOUT, renderPortal } from './support/renderPortal';

/** Two applications of call 7, as `getListaDomande` answers them (the state's description is the server's Italian). */
const server = () =>
  serverDelleDomande({
    'GET /apigen/domanda/getListaDomande': [domanda(12, 'BOZZA'), domanda(13, 'INOLTRATA')],
  });

const inEnglish = (roles: string[], path: string) =>
  renderPortal({ path, roles, cuaa: [CUAA], fetch: server().fetch, locale: 'en' });

/** What the contract writes in Italian, read in English: names of resources, labels, choices, actions. */
// The first render loads the lazy views and the English catalogue: on shared cores that outlasts the usual wait.
const FIRST_RENDER = { timeout: PORTAL_TEST_TIMEOUT };

describe('the declarations in English', { timeout: 2 * PORTAL_TEST_TIMEOUT }, () => {
  afterEach(async () => {
    cleanup();
    await i18nProvider.changeLocale('it');
  });

  it("names a list's columns, filters, states and actions in English", async () => {
    await inEnglish(['MBAC_PROPONENTE'], LISTA);

    expect(await screen.findByRole('columnheader', { name: /Application no\./ }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /District programme/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Requested amount/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Legal representative's surname" })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Beneficiary name' })).toBeInTheDocument();
    const row = screen.getByRole('cell', { name: 'Distretto 12' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'New application' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Programma del distretto/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    const states = await screen.findByRole('listbox');
    expect(within(states).getByRole('option', { name: 'Admitted, not funded' })).toBeInTheDocument();
    expect(within(states).queryByRole('option', { name: 'Ammessa non finanziata' })).not.toBeInTheDocument();
  });

  it("names the resources of the main menu and an action's dialog in English", async () => {
    await inEnglish(['MBAC_PROPONENTE'], LISTA);

    await userEvent.click(await screen.findByRole('button', { name: 'Show navigation' }, FIRST_RENDER));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Banks' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(await screen.findByRole('button', { name: 'New application' }));
    const dialog = await screen.findByRole('dialog', { name: 'New application' });
    expect(within(dialog).getByRole('textbox', { name: 'Company name (if first time)' })).toBeInTheDocument();
  });
});
