import ExcelJS from 'exceljs';
import type { Page, Response } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Bando } from '../../contract/bandi/record';
import { expectAccessible, logIn, openBrowser, openSignedIn, type BrowserSession } from '../support/browser';

const portalUrl = inject('portalUrl');
const appUrl = `${portalUrl}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const listaBandi = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/bando/getListaBandi') && response.ok());

/** The list of calls as `username` sees it, in a context signed in as them (openSignedIn), and the calls it read. */
async function openListaBandiAs(username: string): Promise<{ page: Page; bandi: Bando[] }> {
  let bandi: Promise<Response> | undefined;
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl, {
    beforeOpening: (page) => {
      bandi = listaBandi(page);
    },
  });
  const { page } = browser;
  const rows = (await (await bandi!).json()) as Bando[];
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  return { page, bandi: rows };
}

describe('Lista bandi', () => {
  it('shows the seeded calls to the ministry, downloads a summary and logs out', async () => {
    // Signed in on the form and signed out: a session of its own, not the one the suite shares (openSignedIn).
    browser = await openBrowser(inject('chromiumPath'));
    const { page } = browser;
    await page.goto(appUrl);
    await page.getByLabel('Nome utente').waitFor();
    await expectAccessible(page, 'pagina di accesso');
    const letti = listaBandi(page);
    await logIn(page, 'ministero');
    const bandi = (await (await letti).json()) as Bando[];
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    expect(bandi.length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Istanza' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Programmi o domande presentati' }).count()).toBe(1);
    for (const bando of bandi.slice(0, 3)) {
      await page.getByRole('cell', { name: bando.descrizione, exact: true }).waitFor();
    }
    await expectAccessible(page, 'Lista bandi');

    const bandoV = bandi.find((bando) => bando.tipologia === 'V');
    expect(bandoV).toBeDefined();
    const row = page.getByRole('row').filter({ hasText: bandoV!.descrizione });
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: /Scarica riepilogo/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`riepilogo-bando-${bandoV!.idBando}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    // Read from its stream: the suite's Chromium is connected to, and such a download has no local path.
    await workbook.xlsx.read(await download.createReadStream());
    expect(workbook.worksheets[0].rowCount).toBeGreaterThan(1);

    const bandoAltro = bandi.find((bando) => bando.tipologia !== 'V')!;
    const rowAltro = page.getByRole('row').filter({ hasText: bandoAltro.descrizione });
    expect(await rowAltro.getByRole('button', { name: /Scarica riepilogo/ }).count()).toBe(0);

    await page.getByRole('button', { name: /Area riservata/ }).click();
    await page.getByRole('menuitem', { name: 'Esci' }).click();
    await page.getByRole('button', { name: 'Entra in my Contratti di filiera' }).waitFor();
    await expectAccessible(page, 'uscita');
  });

  it('hides the summary download from a proponent', async () => {
    const { page, bandi } = await openListaBandiAs('proponente1');
    await page.getByRole('cell', { name: bandi[0].descrizione, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /Scarica riepilogo/ }).count()).toBe(0);
    expect(
      await page
        .getByRole('link', { name: /Dettaglio/ })
        .or(page.getByRole('button', { name: /Dettaglio/ }))
        .count(),
    ).toBeGreaterThan(0);
    await expectAccessible(page, 'Lista bandi (proponente)');
  });

  it('opens the programme list of a call from Dettaglio', async () => {
    const { page, bandi } = await openListaBandiAs('coordinatore');
    const bandoV = bandi.find((bando) => bando.tipologia === 'V')!;
    await page
      .getByRole('row')
      .filter({ hasText: bandoV.descrizione })
      .getByRole('link', { name: /Dettaglio/ })
      .or(
        page
          .getByRole('row')
          .filter({ hasText: bandoV.descrizione })
          .getByRole('button', { name: /Dettaglio/ }),
      )
      .first()
      .click();
    await page.waitForURL(`**/contratti-filiera-fe/listaProgrammi/${bandoV.idBando}`);
    await expectAccessible(page, 'lista programmi');
  });
});
