import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession;
beforeEach(async () => {
  browser = await openSignedIn(inject('chromiumPath'), 'istruttore1', appUrl);
  await browser.page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
});
afterEach(async () => {
  await browser.close();
});

const focusedName = (browser: BrowserSession) =>
  browser.page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return active?.getAttribute('aria-label') || active?.textContent?.trim() || '';
  });

const focusIsInside = (browser: BrowserSession, selector: string) =>
  browser.page.evaluate((sel) => !!document.activeElement?.closest(sel), selector);

describe('PA shell with the keyboard alone', () => {
  it('opens the main menu, keeps focus inside it and closes it with Escape', async () => {
    const { page } = browser;
    const burger = page.getByRole('button', { name: 'Mostra la navigazione' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const opened = page.getByRole('button', { name: 'Nascondi la navigazione' });
    await opened.waitFor();
    expect(await opened.getAttribute('aria-expanded')).toBe('true');
    const navigation = page.getByRole('navigation', { name: 'Menu principale' });
    await navigation.waitFor();
    await expectAccessible(page, 'menu principale aperto');

    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        const nav = document.querySelector('nav[aria-label="Menu principale"]');
        const toggle = document.querySelector('[aria-controls][aria-expanded="true"]');
        return !!active && (!!nav?.contains(active) || active === toggle);
      });
      expect(inside, `Tab ${i + 1} esce dal menu`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Mostra la navigazione' }).waitFor();
    expect(await focusedName(browser)).toBe('Mostra la navigazione');
  });

  it('opens the profile menu, reads the name, and closes it with Escape', async () => {
    const { page } = browser;
    const profile = page.getByRole('button', { name: /Area riservata/ });
    await profile.focus();
    await page.keyboard.press('Enter');
    const esci = page.getByRole('menuitem', { name: 'Esci' });
    await esci.waitFor();
    expect(await focusIsInside(browser, '[role="menu"]')).toBe(true);
    await expectAccessible(page, 'menu del profilo');
    await page.keyboard.press('Escape');
    await esci.waitFor({ state: 'hidden' });
    expect(await focusedName(browser)).toMatch(/Area riservata/);
  });

  it('switches to English from the profile menu: the lists name their columns in English', async () => {
    const { page } = browser;
    await page.getByRole('button', { name: /Area riservata/ }).click();
    await page.getByRole('menuitem', { name: 'Lingua: English' }).click();
    await page.getByRole('heading', { name: 'List of calls' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');

    await page.getByRole('button', { name: 'Show navigation' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Banks' }).click();
    await page.getByRole('heading', { name: 'Banks' }).waitFor();
    await page.getByRole('columnheader', { name: /ABI code/ }).waitFor();
    expect(await page.getByRole('columnheader', { name: /Codice ABI/ }).count()).toBe(0);
    await expectAccessible(page, 'banche in inglese');
  });

  it('shows the not-authorized and not-found pages accessibly', async () => {
    const { page } = browser;
    await page.goto(`${appUrl}access-denied`);
    await page.getByText('Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.').waitFor();
    await expectAccessible(page, 'accesso negato');
    await page.goto(`${appUrl}pagina-che-non-esiste/1/2/3`);
    await page.getByRole('heading', { name: /non trovata/i }).waitFor();
    await expectAccessible(page, 'pagina non trovata');
  });
});
