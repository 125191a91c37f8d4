import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, logIn, openBrowser, type BrowserSession } from '../support/browser';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
/** Logged out, the login button reads 'Entra in my <product>'. */
const ENTRA = 'Entra in my Contratti di filiera';

let browser: BrowserSession;
beforeEach(async () => {
  browser = await openBrowser(inject('chromiumPath'));
});
afterEach(async () => {
  await browser.close();
});

const focusedName = () => browser.page.evaluate(() => document.activeElement?.textContent?.trim());

describe("after 'Esci'", () => {
  it('shows the logged-out header, whose login button the keyboard reaches and which signs in again', async () => {
    const { page } = browser;
    await page.goto(appUrl);
    await page.getByLabel('Nome utente').waitFor();
    await logIn(page, 'coordinatore');
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();

    await page.getByRole('button', { name: /Area riservata/ }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    const entra = page.getByRole('button', { name: ENTRA });
    await entra.waitFor();
    await page.getByRole('heading', { name: 'Sei uscito dal portale' }).waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Ministero dell'agricoltura/ })
        .count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: /Area riservata/ }).count(), 'no profile menu').toBe(0);
    await expectAccessible(page, 'pagina di uscita');

    for (let passo = 0; passo < 5 && (await focusedName()) !== ENTRA; passo++) await page.keyboard.press('Tab');
    expect(await focusedName(), 'Tab reaches the login button').toBe(ENTRA);
    await page.keyboard.press('Enter');
    // The session is closed: the identity provider asks for the credentials again, and they lead back to the calls.
    await page.getByLabel('Nome utente').waitFor();
    await logIn(page, 'coordinatore');
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  });
});
