import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../i18n';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { Footer } from '../../../src/layout/Footer';
import { Header } from '../../../src/layout/header/Header';
import { signedInSession } from './support/fakeSession';
import { dataProviderSu, serverFinto } from './support/serverFinto';

const HOME = 'http://localhost/contratti-filiera-fe/';

/** Unread notifications, as the server lists them. */
const nonLette = (quante: number) =>
  Array.from({ length: quante }, (_, indice) => ({
    idNotifica: indice + 1,
    titolo: `Filiera del grano: notifica ${indice + 1}`,
    testo: 'Il programma è ora «In integrazione».',
    link: null,
    dataCreazione: '2024-05-02T10:30:00.000Z',
    letto: false,
  }));

async function renderHeader(unread = 0) {
  const { session, client } = await signedInSession({ name: 'Mario Rossi' });
  render(
    <TestMemoryRouter>
      <AdminContext
        authProvider={createAuthProvider(session, HOME)}
        dataProvider={dataProviderSu(serverFinto({ 'GET /api/notifiche/getNotificheUtente': nonLette(unread) }).fetch)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Header />
        <Footer />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return client;
}

const burger = () => screen.getByRole('button', { name: /la navigazione$/ });
const profileButton = () => screen.findByRole('button', { name: /^Area riservata/ });

describe('header', () => {
  afterEach(cleanup);

  it('shows and hides the main navigation from the burger, which says which it will do', async () => {
    await renderHeader();
    expect(burger()).toHaveAccessibleName('Mostra la navigazione');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(burger());
    const navigation = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(burger()).toHaveAccessibleName('Nascondi la navigazione');
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    expect(burger()).toHaveAttribute('aria-controls', navigation.id);

    await userEvent.click(burger());
    expect(screen.queryByRole('navigation', { name: 'Menu principale' })).not.toBeInTheDocument();
  });

  it('traps the focus in the open navigation; Escape closes it and gives the focus back', async () => {
    await renderHeader();
    await userEvent.click(burger());
    const home = screen.getByRole('link', { name: 'Lista bandi' });
    expect(home).toHaveFocus();

    await userEvent.tab();
    expect(burger()).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(home).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    expect(burger()).toHaveFocus();
  });

  it("opens 'Area riservata' with the person's name, unread notifications and 'Esci'", async () => {
    const client = await renderHeader(3);
    const button = await profileButton();
    await waitFor(() => expect(button).toHaveAccessibleName(/^Area riservata: Mario Rossi ?, 3 notifiche non lette$/));
    expect(button).toHaveTextContent('3');

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Esci' }));
    expect(client.logout).toHaveBeenCalledWith({ redirectUri: HOME });
  });

  it('hides the badge when there is nothing unread', async () => {
    await renderHeader(0);
    expect(await profileButton()).toHaveAccessibleName('Area riservata: Mario Rossi');
  });

  it('closes the profile menu on Escape and on Tab', async () => {
    await renderHeader();
    await userEvent.click(await profileButton());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await profileButton()).toHaveFocus();

    await userEvent.click(await profileButton());
    await userEvent.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("links the footer to the external portal's home", async () => {
    await renderHeader();
    expect(screen.getByTitle('Vai alla homepage')).toHaveAttribute('href', 'https://www.politicheagricole.it');
  });
});
