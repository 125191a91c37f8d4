import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../i18n';
import { schemas } from '../../../resources';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { DocumentLanguage } from '../../../src/layout/DocumentLanguage';
import { Footer } from '../../../src/layout/Footer';
import { Header } from '../../../src/layout/header/Header';
import { providerOver } from '../dataProvider/fakeFetch';
import { signedInSession } from './support/fakeSession';

// The other language's texts come as a chunk of their own at the switch: on a loaded machine that took over the default
// second (a full unit run beside three other suites).
configure({ asyncUtilTimeout: 5000 });

async function renderShell() {
  const { session } = await signedInSession({ name: 'Mario Rossi' });
  const store = memoryStore();
  render(
    <TestMemoryRouter>
      <AdminContext
        authProvider={createAuthProvider(session, 'http://localhost/contratti-filiera-fe/')}
        dataProvider={providerOver(schemas).dataProvider}
        i18nProvider={createI18nProvider()}
        store={store}
      >
        <DocumentLanguage />
        <Header />
        <Footer />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return store;
}

/** Opens 'Area riservata' (or 'Reserved area') from the keyboard and chooses the language item with the arrows. */
async function switchLanguageFromKeyboard(buttonName: RegExp, itemName: string) {
  const button = await screen.findByRole('button', { name: buttonName });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  const item = within(menu).getByRole('menuitem', { name: itemName });
  while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
}

describe('language of the portal', () => {
  afterEach(() => {
    cleanup();
    document.documentElement.lang = 'it';
  });

  it('switches to English from the profile menu and back, remembering the choice', async () => {
    const store = await renderShell();
    expect(document.documentElement.lang).toBe('it');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Contratti di filiera e distretti del cibo')).toBeVisible();

    await switchLanguageFromKeyboard(/^Area riservata: Mario Rossi$/, 'Lingua: English');

    expect(await screen.findByRole('button', { name: /^Reserved area: Mario Rossi$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show navigation' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText('Supply-chain contracts and food districts'),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    expect(store.getItem('locale')).toBe('en');

    await switchLanguageFromKeyboard(/^Reserved area: Mario Rossi$/, 'Language: Italiano');

    expect(await screen.findByRole('button', { name: /^Area riservata: Mario Rossi$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostra la navigazione' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(store.getItem('locale')).toBe('it');
  });

  it('marks the name of the other language with its own language', async () => {
    await renderShell();
    await userEvent.click(await screen.findByRole('button', { name: /^Area riservata/ }));
    const item = screen.getByRole('menuitem', { name: 'Lingua: English' });
    expect(within(item).getByText('English')).toHaveAttribute('lang', 'en');
  });
});
