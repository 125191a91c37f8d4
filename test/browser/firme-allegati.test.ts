import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { BANDO_DC_2025 } from '../support/bandi-dimostrativi';
import { certificatoDiProva, firmaPades } from '../support/firme-di-prova';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const ANNO = 365 * 24 * 3600 * 1000;

let browser: BrowserSession | undefined;
let firmato: Buffer;
beforeAll(async () => {
  const rossi = await certificatoDiProva({
    nome: 'Mario',
    cognome: 'Rossi',
    numeroSeriale: 'TINIT-RSSMRA80A01H501U',
    dal: new Date(Date.now() - ANNO),
    al: new Date(Date.now() + ANNO),
  });
  firmato = await firmaPades(rossi);
}, 60_000);
afterAll(async () => browser?.close());

async function premi(page: Page, elemento: Locator) {
  await elemento.focus();
  await page.keyboard.press('Enter');
}

/** The company 01234567897's draft on the open food-district call, at its «Allegati» tab. */
async function allegatiDellaBozza(page: Page): Promise<Locator> {
  await premi(page, page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
  await premi(page, page.getByRole('button', { name: 'Nuova domanda' }));
  const nuova = page.getByRole('dialog', { name: 'Nuova domanda' });
  await nuova.getByRole('combobox', { name: 'Azienda capofila del distretto' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: /01234567897/ }).click();
  await premi(page, nuova.getByRole('button', { name: 'Conferma' }));
  await page.getByRole('heading', { name: /^Domanda \d+:/ }).waitFor();
  await premi(page, page.getByRole('tab', { name: 'Allegati' }));
  return page.getByRole('region', { name: 'Allegati della domanda' });
}

async function carica(page: Page, sezione: Locator, nome: string, buffer: Buffer) {
  const scelta = page.waitForEvent('filechooser');
  await premi(page, sezione.getByRole('button', { name: 'Carica file in «Allegati della domanda»' }));
  await (await scelta).setFiles({ name: nome, mimeType: 'application/pdf', buffer });
}

describe('a signed attachment (docs/files.md «Digital signatures»)', () => {
  it('proponente1: a signed declaration lists its signer as valid; an unsigned one is refused with why', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'proponente1', appUrl);
    const { page } = browser;
    const sezione = await allegatiDellaBozza(page);
    const categoria = sezione.getByRole('combobox', { name: 'Categoria' });
    await categoria.focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Dichiarazioni del rappresentante legale (con firma digitale)' }).click();

    await carica(page, sezione, 'dichiarazione-firmata.pdf', firmato);
    const riga = sezione.getByRole('row').filter({ hasText: 'dichiarazione-firmata.pdf' });
    await riga.getByText('Firmato da Mario Rossi (RSSMRA80A01H501U), valida').waitFor();
    await expectAccessible(page, 'allegato firmato, con il firmatario');

    await carica(page, sezione, 'dichiarazione-non-firmata.pdf', samplePdf());
    const motivo =
      '«Dichiarazioni del rappresentante legale» va firmato digitalmente: questo file non ha una firma. ' +
      'Carica il PDF firmato (PAdES) o il file firmato .p7m (CAdES)';
    const errore = sezione.getByRole('alert').filter({ hasText: motivo });
    await errore.waitFor();
    expect(
      await sezione
        .getByRole('button', { name: 'Carica file in «Allegati della domanda»' })
        .getAttribute('aria-describedby'),
    ).toBe(await errore.getAttribute('id'));
    // Nothing lost: the category is still the one chosen, and the refused file is not in the list.
    await expect.poll(() => categoria.textContent()).toContain('Dichiarazioni del rappresentante legale');
    expect(await sezione.getByRole('row').filter({ hasText: 'dichiarazione-non-firmata.pdf' }).count()).toBe(0);
    await expectAccessible(page, 'allegato non firmato rifiutato con il motivo');
  });
});
