import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { ATTESA_PERMESSI, expectAccessible, openSignedIn, waitForToast, type BrowserSession } from '../support/browser';
import { BANDO_DC_2025 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

const aperti: BrowserSession[] = [];
afterEach(async () => {
  await Promise.all(aperti.splice(0).map((sessione) => sessione.close()));
});

async function entra(username: string): Promise<Page> {
  const sessione = await openSignedIn(inject('chromiumPath'), username, appUrl);
  aperti.push(sessione);
  return sessione.page;
}

/** Focus and Enter: how a keyboard user presses a button or follows a link. */
async function premi(page: Page, elemento: Locator) {
  await elemento.focus();
  await page.keyboard.press('Enter');
}

/** What holds the keyboard focus, as a person hears it: its role and its name. */
const fuoco = (page: Page) =>
  page.evaluate(() => {
    const attivo = document.activeElement as HTMLInputElement | null;
    if (!attivo || attivo === document.body) return 'pagina';
    const nome = attivo.getAttribute('aria-label') ?? attivo.labels?.[0]?.textContent ?? attivo.textContent ?? '';
    return `${attivo.getAttribute('role') ?? attivo.tagName.toLowerCase()}: ${nome.trim()}`;
  });

const stato = (page: Page, descrizione: string) =>
  page.getByRole('group', { name: 'Stato e azioni' }).getByText(descrizione, { exact: true }).waitFor();

/** Opens, from the call's list, the last application the instructor has still to take in charge. */
async function apriInoltrata(page: Page): Promise<void> {
  await premi(page, page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
  const link = page
    .getByRole('row')
    .filter({ hasText: 'Inoltrata' })
    .last()
    .getByRole('link', { name: /^Dettaglio domanda/ });
  await premi(page, link);
  await stato(page, 'Inoltrata');
}

describe('after an action the page shows the record as it is and the focus stays where the action was', () => {
  it('istruttore.dc: taking in charge keeps the focus; a stale page refused (409) reads the record again', async () => {
    const prima = await entra('istruttore.dc');
    await apriInoltrata(prima);
    // The same application in a second window, before the first one takes it in charge: that window is now stale.
    const stantia = await entra('istruttore.dc');
    await stantia.goto(prima.url());
    await stato(stantia, 'Inoltrata');

    await premi(prima, prima.getByRole('button', { name: /^Prendi in carico/ }));
    await premi(
      prima,
      prima.getByRole('dialog', { name: 'Prendi in carico' }).getByRole('button', { name: 'Conferma' }),
    );
    await stato(prima, 'In istruttoria');
    await expect.poll(() => prima.getByRole('button', { name: /^Prendi in carico/ }).count(), ATTESA_PERMESSI).toBe(0);
    // Its button gone with the state, the focus is on the row of the state and actions, not back at the page's top.
    expect(await fuoco(prima)).toBe('group: Stato e azioni');
    await prima.keyboard.press('Tab');
    expect(await prima.evaluate(() => document.activeElement?.closest('[role="group"]')?.ariaLabel)).toBe(
      'Stato e azioni',
    );

    // The stale window still offers it: the server refuses, and on closing its answer the page shows the new state.
    await premi(stantia, stantia.getByRole('button', { name: /^Prendi in carico/ }));
    const dialogo = stantia.getByRole('dialog', { name: 'Prendi in carico' });
    await premi(stantia, dialogo.getByRole('button', { name: 'Conferma' }));
    await dialogo.getByRole('alert').first().waitFor();
    await expectAccessible(stantia, 'presa in carico rifiutata perché la pagina non era aggiornata');
    await premi(stantia, dialogo.getByRole('button', { name: 'Chiudi' }));
    await stato(stantia, 'In istruttoria');
    await expect
      .poll(() => stantia.getByRole('button', { name: /^Prendi in carico/ }).count(), ATTESA_PERMESSI)
      .toBe(0);
    expect(await fuoco(stantia)).toBe('group: Stato e azioni');

    // Released again from the page now up to date: the application goes back to whom takes it next.
    await premi(stantia, stantia.getByRole('button', { name: /^Rilascia/ }));
    await premi(stantia, stantia.getByRole('dialog', { name: 'Rilascia' }).getByRole('button', { name: 'Conferma' }));
    await stato(stantia, 'Inoltrata');
    await expect.poll(() => stantia.getByRole('button', { name: /^Rilascia/ }).count(), ATTESA_PERMESSI).toBe(0);
    expect(await fuoco(stantia)).toBe('group: Stato e azioni');
    await waitForToast(stantia);
    await expectAccessible(stantia, 'domanda rilasciata, il fuoco sulla riga dello stato');
  });

  it('proponente1: «completa in …» takes the focus to the form that completes what is missing', async () => {
    const page = await entra('proponente1');
    await premi(page, page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
    await premi(page, page.getByRole('button', { name: 'Nuova domanda' }));
    const nuova = page.getByRole('dialog', { name: 'Nuova domanda' });
    const capofila = nuova.getByRole('combobox', { name: 'Azienda capofila del distretto' });
    await capofila.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: /01234567897/ }).click();
    await premi(page, nuova.getByRole('button', { name: 'Conferma' }));
    const mancanze = page.getByRole('status').filter({ hasText: /Per inoltrare la domanda manca/ });
    const voce = mancanze.getByRole('listitem').filter({ hasText: 'Indicare il rappresentante legale' });
    await premi(page, voce.getByRole('button', { name: 'completa in «Proponente»' }));
    const legale = page.getByRole('region', { name: 'Rappresentante legale' });
    await expect.poll(() => fuoco(page), ATTESA_PERMESSI).toMatch(/^input: Codice fiscale/);
    expect(await legale.getByLabel('Codice fiscale').evaluate((campo) => campo === document.activeElement)).toBe(true);
    await expectAccessible(page, 'scheda Proponente raggiunta da «completa in»');
  });
});
