import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function entra(username: string): Promise<Page> {
  await browser?.close();
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl);
  const { page } = browser;
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  return page;
}

/** The home's work queue: the first item of a task, opened from the keyboard. */
async function apriPrimaAttivita(page: Page, attivita: string) {
  const coda = page.getByRole('table', { name: 'Le mie attività' });
  const riga = coda.getByRole('row').filter({ hasText: attivita }).first();
  const apri = riga.getByRole('link', { name: new RegExp(`^Apri .+: ${attivita}$`) });
  await apri.waitFor();
  await expectAccessible(page, `«Le mie attività» con «${attivita}»`);
  await apri.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: /^Domanda \d+:/ }).waitFor();
}

describe("the food-district roles' work queue on the home page", () => {
  it('istruttore.dc finds the applications to take in charge, each opening at the review tab', async () => {
    const page = await entra('istruttore.dc');
    await apriPrimaAttivita(page, 'Prendere in carico la domanda');
    await expect.poll(() => page.getByRole('tab', { name: 'Istruttoria' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page, 'domanda aperta dalla coda, scheda Istruttoria');
  });

  it('commissione finds the applications to evaluate, each opening at the evaluation tab', async () => {
    const page = await entra('commissione');
    await apriPrimaAttivita(page, 'Valutare la domanda');
    await expect.poll(() => page.getByRole('tab', { name: 'Valutazione' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('radiogroup').first().waitFor();
  });

  it("istruttore.dc's menu offers the food-district pages, not the programme's it cannot use", async () => {
    const page = await entra('istruttore.dc');
    await page.getByRole('button', { name: 'Mostra la navigazione' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await menu.getByRole('link', { name: 'Stati della domanda' }).waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Lista bandi', 'Stati della domanda']);
    await expectAccessible(page, 'menu principale di istruttore.dc');
    await menu.getByRole('link', { name: 'Stati della domanda' }).click();
    await page.getByRole('heading', { name: 'Stati della domanda' }).waitFor();
    await page.getByRole('cell', { name: 'In istruttoria' }).waitFor();
    await expectAccessible(page, 'stati della domanda');
  });
});
