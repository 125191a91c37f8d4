import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openSignedIn, type BrowserSession } from '../support/browser';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const BANDO_V_2024 = 'V Bando Contratti di Filiera – Avviso 2024';
const BANDO_DC_2025 = 'II Bando Distretti del Cibo – Avviso 2025';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/**
 * Tabs through every stop of the page and names those that do not show they hold the focus by one of the design
 * system's signs: an outline (2 px at least) or a shadow around the control, the focus ripple inside it, a field's
 * focused frame.
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
        attivo.querySelector('.MuiTouchRipple-rippleVisible') !== null ||
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
    await page.getByRole('button', { name: 'Attività' }).waitFor();
    expect(await fermateSenzaSegno(page), 'pagina iniziale').toEqual([]);

    await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).click();
    await page.getByRole('button', { name: 'Denominazione' }).waitFor();
    expect(await fermateSenzaSegno(page), 'lista dei programmi').toEqual([]);
  });

  it('istruttore.dc: a food-district call’s applications', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'istruttore.dc', appUrl);
    const { page } = browser;
    await page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }).click();
    await page.getByRole('button', { name: 'Importo richiesto' }).waitFor();
    expect(await fermateSenzaSegno(page), 'lista delle domande').toEqual([]);
  });
});
