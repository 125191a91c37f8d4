import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_DC_2025 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
/** proponente1's company as the demo names its applications: «Albani» is neither its start nor in its case. */
const DI_ALBANI = 'Distretto del cibo – Agricola Colli Albani S.r.l.';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('the name filters find a word anywhere in a name (issue 35)', () => {
  it('ministero: «albani» typed in a food-district call finds the applications of Agricola Colli Albani', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'ministero', appUrl);
    const { page } = browser;
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    await page.getByRole('link', { name: `Dettaglio ${BANDO_DC_2025}` }).click();
    await page.getByRole('heading', { name: `Domande: ${BANDO_DC_2025}` }).waitFor();
    const righe = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Dettaglio domanda \d+$/ }) });
    await righe.first().waitFor();
    expect(
      await righe.filter({ hasNotText: DI_ALBANI }).count(),
      'other applications before the filter',
    ).toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Programma del distretto', exact: true }).pressSequentially('albani');
    // Every row left names «albani» somewhere (other tests of the suite may add applications of that company).
    const mostrate = async () => ({
      altre: await righe.filter({ hasNotText: /albani/i }).count(),
      diAlbani: (await righe.filter({ hasText: DI_ALBANI }).count()) > 0,
    });
    await expect.poll(mostrate, { message: 'only those of Agricola Colli Albani, and some' }).toEqual({
      altre: 0,
      diAlbani: true,
    });
    await expectAccessible(page, 'domande filtrate per parte del nome');
  });
});
