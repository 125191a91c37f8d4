import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, waitForToast, type BrowserSession } from '../support/browser';
import { samplePdf } from '../support/file-samples';
import { BANDO_DC_2025 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
/** 20 MB, the services' limit; one byte more is refused. */
const OLTRE_IL_LIMITE = 20 * 1024 * 1024 + 1;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Focus and Enter: how a keyboard user presses a button or follows a link. */
async function premi(page: Page, elemento: Locator) {
  await elemento.focus();
  await page.keyboard.press('Enter');
}

/** «Nuova domanda» on the open food-district call, for the company 01234567897: answers the draft's title. */
async function nuovaDomanda(page: Page): Promise<string> {
  await premi(page, page.getByRole('button', { name: 'Nuova domanda' }));
  const nuova = page.getByRole('dialog', { name: 'Nuova domanda' });
  await nuova.getByRole('combobox', { name: 'Azienda capofila del distretto' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: /01234567897/ }).click();
  await premi(page, nuova.getByRole('button', { name: 'Conferma' }));
  const titolo = page.getByRole('heading', { name: /^Domanda \d+:/ });
  await titolo.waitFor();
  return (await titolo.textContent()) ?? '';
}

describe('a proponent’s draft', () => {
  it('proponente1: «Nuova domanda» says so when it opens the draft the company already has', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'proponente1', appUrl);
    const { page } = browser;
    await premi(page, page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
    const bozza = await nuovaDomanda(page);
    await premi(page, page.getByRole('link', { name: 'Domande del bando' }));
    expect(await nuovaDomanda(page)).toBe(bozza);
    await page.getByText('Hai già una bozza per questo bando: la riapriamo').waitFor();
    await waitForToast(page);
    await expectAccessible(page, 'bozza riaperta da «Nuova domanda»');
  });

  it('proponente1: a file over 20 MB is refused on its button before a byte is sent', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'proponente1', appUrl);
    const { page } = browser;
    const invii: string[] = [];
    page.on('request', (richiesta) => richiesta.method() === 'POST' && invii.push(richiesta.url()));
    await premi(page, page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }));
    await nuovaDomanda(page);
    await premi(page, page.getByRole('tab', { name: 'Allegati' }));
    const sezione = page.getByRole('region', { name: 'Allegati della domanda' });
    await sezione.getByRole('combobox', { name: 'Categoria' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: /^Altra documentazione/ }).click();
    const pulsante = sezione.getByRole('button', { name: 'Carica file in «Allegati della domanda»' });
    const scelta = page.waitForEvent('filechooser');
    await premi(page, pulsante);
    const contenuto = Buffer.concat([samplePdf(), Buffer.alloc(OLTRE_IL_LIMITE - samplePdf().length)]);
    const inviiPrima = invii.length;
    await (await scelta).setFiles({ name: 'relazione-completa.pdf', mimeType: 'application/pdf', buffer: contenuto });

    const errore = 'Il file «relazione-completa.pdf» supera la dimensione massima di 20 MB: scegline uno più piccolo';
    await sezione.getByRole('alert').filter({ hasText: errore }).waitFor();
    expect(await pulsante.getAttribute('aria-describedby')).toBe(
      await sezione.getByRole('alert').filter({ hasText: errore }).getAttribute('id'),
    );
    expect(invii.slice(inviiPrima)).toEqual([]);
    await expectAccessible(page, 'file oltre il limite rifiutato nel browser');
  });
});
