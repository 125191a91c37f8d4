import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const DETTAGLIO = '/apigen/domanda/dettaglioProponente/';

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** Opens an application's address as the commission would, and gathers each read of an application it sends. */
async function apri(indirizzo: string): Promise<{ page: Page; letture: string[] }> {
  const letture: string[] = [];
  browser = await openSignedIn(inject('chromiumPath'), 'commissione', `${appUrl}${indirizzo}`, {
    beforeOpening: (page) =>
      page.on('request', (richiesta) => {
        if (richiesta.url().includes(DETTAGLIO)) letture.push(new URL(richiesta.url()).pathname);
      }),
  });
  return { page: browser.page, letture };
}

describe('an application that does not exist', () => {
  it('is said not found after one request, not four', async () => {
    const { page, letture } = await apri('dettaglioProgrammaDC/idBando/6/idDomanda/99999');
    // The page says so only once react-query has given up: every try it made is in by then.
    await page.getByRole('alert').filter({ hasText: 'Domanda non trovata' }).waitFor();
    await expectAccessible(page, 'domanda non trovata');
    expect(letture).toHaveLength(1);
    expect(letture[0]).toMatch(new RegExp(`${DETTAGLIO}99999$`));
  });

  it('named by an address that is no id shows the page not found, asking the server nothing', async () => {
    const { page, letture } = await apri('dettaglioProgrammaDC/idBando/6/idDomanda/abc');
    await page.getByRole('heading', { name: 'Pagina non trovata' }).waitFor();
    await expectAccessible(page, 'domanda di indirizzo non valido');
    expect(letture).toEqual([]);
  });
});
