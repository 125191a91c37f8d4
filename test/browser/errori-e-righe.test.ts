import type { Locator } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { programmaDemo, type ProgrammaTrovato } from '../support/programmi-demo';
import { BANDO_VI_2025, BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
/** The documentary checklist's first item (server/migrations/005_checklist.sql). */
const PRIMA_VOCE = 'Domanda sottoscritta dal rappresentante legale';
/** An item of another checklist: the verification checklist's first (same migration). */
const VOCE_DI_ALTRA_CHECKLIST = 11;

let IN_ISTRUTTORIA: ProgrammaTrovato;
beforeAll(async () => {
  // Only read here: the refused save below changes nothing (checklist-allegati.test.ts opens it too).
  IN_ISTRUTTORIA = await programmaDemo(inject('portalUrl'), 'istruttore1', {
    bando: BANDO_VI_2025,
    denominazione: 'Ortofrutticola Pontina S.c.a.r.l.',
    idStato: 'IN_ISTRUTTORIA',
  });
});

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function apriBando(username: string, bando: string, viewport?: { width: number; height: number }) {
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl, { viewport });
  const { page } = browser;
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  await page.getByRole('link', { name: `Dettaglio ${bando}` }).click();
  await page.getByRole('heading', { name: `Programmi di investimento: ${bando}` }).waitFor();
  return page;
}

/** The background a cell shows: its own, else (transparent) its row's. */
const sfondo = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);

describe('errors where they belong, rows that keep their colour (issue 10)', () => {
  it("instructor: a checklist item the server refuses is marked with the server's words, not a toast", async () => {
    const page = await apriBando('istruttore1', BANDO_VI_2025);
    const { id, denominazione } = IN_ISTRUTTORIA;
    await page.getByRole('textbox', { name: 'Denominazione', exact: true }).fill(denominazione);
    await page.getByRole('link', { name: `Dettaglio ${id}`, exact: true }).click();
    await page.getByRole('heading', { name: new RegExp(`^Programma ${id}:`) }).waitFor();
    await page.getByRole('tab', { name: 'Checklist' }).click();

    // A page left open while the items changed sends an item this checklist no longer has: the real server judges it.
    await page.route('**/salvaChecklistDocumentaleProgramma/**', (route) => {
      const { voci } = route.request().postDataJSON() as { voci: { idVoce: number }[] };
      const inviate = voci.map((voce, i) => (i === 0 ? { ...voce, idVoce: VOCE_DI_ALTRA_CHECKLIST } : voce));
      return route.continue({ postData: JSON.stringify({ voci: inviate }) });
    });
    const form = page.getByRole('form', { name: 'Checklist documentale' });
    const voce = form.getByRole('group', { name: PRIMA_VOCE });
    await voce.getByRole('radio', { name: 'Sì' }).check();
    const risposta = page.waitForResponse((r) => r.url().includes('salvaChecklistDocumentaleProgramma'));
    await form.getByRole('button', { name: 'Salva checklist documentale' }).click();
    expect((await risposta).status()).toBe(400);

    await expect.poll(() => voce.getByRole('alert').textContent()).toBe('Voce non prevista da questa checklist');
    expect(await form.getByText('La checklist non è stata salvata: correggi le voci indicate.').count()).toBe(1);
    expect(await page.getByText('Dati non validi: controlla i campi indicati').count(), 'no generic toast').toBe(0);
    await expectAccessible(page, 'checklist con una voce rifiutata');
  });

  it("coordinator: the sticky actions cell takes its row's hover and selected colour, opaque scrolled", async () => {
    // Narrow enough for the table to scroll sideways under its sticky actions column.
    const page = await apriBando('coordinatore', BANDO_V_2024, { width: 900, height: 800 });
    const riga = page.locator('tbody tr').first();
    const azioni = riga.locator('td').last();
    const cella = riga.locator('td').nth(1);
    await azioni.getByRole('link').first().waitFor();
    expect(await azioni.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');

    const quieta = await sfondo(riga);
    expect(await sfondo(azioni)).toBe(quieta);
    await cella.hover();
    const sotto = await sfondo(riga);
    expect(sotto, 'the row shades on hover').not.toBe(quieta);
    expect(await sfondo(azioni)).toBe(sotto);
    expect(sotto, 'opaque: what scrolls under it stays hidden').toMatch(/^rgb\(/);

    await riga.getByRole('checkbox').check();
    await page.mouse.move(0, 0);
    const scelta = await sfondo(riga);
    expect(scelta, 'a selected row has its own colour').not.toBe(quieta);
    expect(await sfondo(azioni)).toBe(scelta);

    const contenitore = page.locator('table').first().locator('xpath=..');
    const scorre = await contenitore.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return element.scrollLeft > 0;
    });
    expect(scorre, 'the table scrolls sideways at this width').toBe(true);
    expect(await sfondo(azioni)).toMatch(/^rgb\(/);
    await expectAccessible(page, 'lista programmi con una riga scelta');
  });
});
