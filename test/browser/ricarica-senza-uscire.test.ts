import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, logIn, openBrowser, type BrowserSession } from '../support/browser';

const portalUrl = inject('portalUrl');
const appUrl = `${portalUrl}/contratti-filiera-fe/`;
const providerUrl = `${portalUrl}/oidc/`;

let browser: BrowserSession;
beforeEach(async () => {
  // The portal's own Content-Security-Policy applies: the hidden sign-in iframe must live with it.
  browser = await openBrowser(inject('chromiumPath'), undefined, { enforceCsp: true });
});
afterEach(async () => {
  await browser.close();
});

/** Every document the tab itself asks for (not its iframes), each hop of a redirect included, in order. */
function mainFrameAddresses(): string[] {
  const { page } = browser;
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) addresses.push(request.url());
  });
  return addresses;
}

describe('a full load of a signed-in page (docs/performance.md, issue 10)', () => {
  it('sends a signed-out person to the sign-in form and back to the address asked for', async () => {
    const { page } = browser;
    await page.goto(appUrl);
    await page.getByLabel('Nome utente').waitFor();
    expect(page.url().startsWith(providerUrl), 'the form is the provider’s').toBe(true);
    await logIn(page, 'coordinatore');
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    const listaProgrammi = await page
      .getByRole('link', { name: /^Dettaglio V Bando/ })
      .first()
      .getAttribute('href');
    const indirizzo = new URL(listaProgrammi ?? '', appUrl).href;

    // A new tab of the same person, straight to a programme list: the provider's session is picked up in place.
    const addresses = mainFrameAddresses();
    await page.goto(indirizzo);
    await page.getByRole('heading', { name: /^Programmi di investimento: / }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    expect(addresses).toEqual([indirizzo]);

    await page.reload();
    await page.getByRole('heading', { name: /^Programmi di investimento: / }).waitFor();
    expect(addresses).toEqual([indirizzo, indirizzo]);
    await expectAccessible(page, 'lista programmi ricaricata');
  });

  it('leads a signed-out person from a deep address through the sign-in form to that address', async () => {
    const { page } = browser;
    const indirizzo = `${appUrl}listaProgrammi/2`;
    const addresses = mainFrameAddresses();
    await page.goto(indirizzo);
    await page.getByLabel('Nome utente').waitFor();
    await expectAccessible(page, 'pagina di accesso');
    await logIn(page, 'coordinatore');
    await page.getByRole('heading', { name: /^Programmi di investimento: / }).waitFor();
    expect(page.url()).toBe(indirizzo);
    expect(addresses[0]).toBe(indirizzo);
    expect(addresses.some((address) => address.startsWith(providerUrl))).toBe(true);
  });
});
