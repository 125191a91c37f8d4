import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('a checklist read by someone who may not change it', () => {
  it('the validator reads the completed checklists of a programme in validation, all text legible (axe)', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'validatore', appUrl);
    const { page } = browser;
    await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}`, exact: true }).click();
    await page.getByRole('heading', { name: `Programmi di investimento: ${BANDO_V_2024}` }).waitFor();
    await page.getByRole('combobox', { name: 'Stato' }).click();
    await page.getByRole('option', { name: 'In validazione' }).click();
    await page
      .getByRole('link', { name: /^Dettaglio \d+$/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Programma \d+:/ }).waitFor();
    await page.getByRole('tab', { name: 'Checklist' }).click();
    const documentale = page.getByRole('form', { name: 'Checklist documentale' });
    await documentale.waitFor();
    expect(await documentale.getByRole('radio').first().isDisabled()).toBe(true);
    await expectAccessible(page, 'checklist in sola lettura (validatore)');
  });
});
