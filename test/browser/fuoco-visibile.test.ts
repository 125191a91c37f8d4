import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_DC_2025, BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/**
 * Tabs through every stop of the page and names those that do not show they hold the focus by one of the design
 * system's signs: an outline (2 px at least) or a shadow around the control, a field's focused frame. (Not MUI's
 * focus ripple, which comes a moment after the focus.)
 */
async function fermateSenzaSegno(page: Page): Promise<string[]> {
  const senzaSegno: string[] = [];
  for (let fermata = 0; fermata < 200; fermata++) {
    await page.keyboard.press('Tab');
    const esito = await page.evaluate((numero) => {
      const attivo = document.activeElement as HTMLElement | null;
      if (!attivo || attivo === document.body) return 'fine';
      if (attivo.dataset.fermata) return 'fine';
      attivo.dataset.fermata = String(numero);
      // A checkbox's or radio's input is hidden inside the round box that shows its state and its focus.
      const stile = getComputedStyle(attivo.closest('.MuiButtonBase-root') ?? attivo);
      const segnato =
        (stile.outlineStyle !== 'none' && parseFloat(stile.outlineWidth) >= 2) ||
        stile.boxShadow !== 'none' ||
        attivo.closest('.Mui-focused') !== null;
      return segnato ? 'segnato' : (attivo.getAttribute('aria-label') ?? attivo.textContent ?? '').trim();
    }, fermata);
    if (esito === 'fine') return senzaSegno;
    if (esito !== 'segnato') senzaSegno.push(esito);
  }
  throw new Error('Più di 200 fermate: il giro della tastiera non torna al principio');
}

describe('the keyboard focus is always visible (WCAG 2.4.7)', () => {
  it('coordinatore: the work queue and the call list, then a call’s programme list', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'coordinatore', appUrl);
    const { page } = browser;
    await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).waitFor();
    await page.getByRole('button', { name: 'Programma o domanda' }).waitFor();
    expect(await fermateSenzaSegno(page), 'pagina iniziale').toEqual([]);

    await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).click();
    await page.getByRole('button', { name: 'Denominazione' }).waitFor();
    expect(await fermateSenzaSegno(page), 'lista dei programmi').toEqual([]);
  });

  it('istruttore.dc: a food-district call’s applications, then an application’s tabs and first tab', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'istruttore.dc', appUrl);
    const { page } = browser;
    await page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }).click();
    await page.getByRole('button', { name: 'Importo richiesto' }).waitFor();
    expect(await fermateSenzaSegno(page), 'lista delle domande').toEqual([]);

    await page
      .getByRole('link', { name: /^Dettaglio domanda/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Storico' }).waitFor();
    expect(await fermateSenzaSegno(page), 'dettaglio della domanda').toEqual([]);
  });
});

/**
 * Tabs backwards from the page's last control and names the stops the browser left hidden, in whole or in part, under
 * something drawn above them (the sticky header): what is at a focused control's corners must be the control.
 */
async function fermateNascosteRisalendo(page: Page, fermate: number): Promise<string[]> {
  await page.evaluate(() => {
    const controlli = [...document.querySelectorAll<HTMLElement>('main a[href], main button:not([disabled])')];
    controlli
      .filter((controllo) => controllo.getClientRects().length > 0)
      .at(-1)!
      .focus();
  });
  const nascoste: string[] = [];
  for (let fermata = 0; fermata < fermate; fermata++) {
    await page.keyboard.press('Shift+Tab');
    const nascosta = await page.evaluate(() => {
      const attivo = document.activeElement as HTMLElement;
      if (!attivo.closest('main')) return undefined;
      const { top, left, right } = attivo.getBoundingClientRect();
      const angoli = [document.elementFromPoint(left + 1, top + 1), document.elementFromPoint(right - 1, top + 1)];
      const coperta = angoli.some((sopra) => !sopra || !(attivo.contains(sopra) || sopra.contains(attivo)));
      return coperta ? (attivo.getAttribute('aria-label') ?? attivo.textContent ?? '').trim() : undefined;
    });
    if (nascosta) nascoste.push(nascosta);
  }
  return nascoste;
}

describe('the sticky header never hides the focus', () => {
  for (const [dispositivo, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    it(`${dispositivo}: tabbing back up a call's programme list`, async () => {
      browser = await openSignedIn(inject('chromiumPath'), 'coordinatore', appUrl, { viewport });
      const { page } = browser;
      await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).click();
      await page
        .getByRole('link', { name: /^Dettaglio \d+$/ })
        .last()
        .waitFor();
      expect(await fermateNascosteRisalendo(page, 75)).toEqual([]);
    });
  }
});
