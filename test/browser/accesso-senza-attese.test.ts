import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe('a full load of a signed-in page (docs/performance.md, eighth session)', () => {
  it('signs the person in without asking the provider to describe itself or the iframe for a script', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'coordinatore', appUrl);
    const { page } = browser;
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const richieste: { percorso: string; avviataDa: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      richieste.push({ percorso: new URL(request.url).pathname, avviataDa: initiator.type });
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Lista bandi' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();

    const percorsi = richieste.map(({ percorso }) => percorso);
    // keycloak-js has the embedded provider's endpoints from the configuration, not from its discovery document.
    expect(percorsi).not.toContain('/oidc/.well-known/openid-configuration');
    expect(percorsi).toContain('/oidc/auth');
    expect(percorsi).toContain('/oidc/token');
    // The hidden iframe's page hands the answer back with its own inline script, not one fetched after it.
    expect(percorsi).toContain('/contratti-filiera-fe/silent-check-sso.html');
    const scriptDellaVerifica = percorsi.filter((percorso) => /silent-check-sso.*\.js$/.test(percorso));
    expect(scriptDellaVerifica).toEqual([]);
    // The configuration is asked once, by the page while it is read; the app's script takes that answer.
    expect(richieste.filter(({ percorso }) => percorso === '/contratti-filiera-fe/config/config.json')).toEqual([
      { percorso: '/contratti-filiera-fe/config/config.json', avviataDa: 'parser' },
    ]);
    await expectAccessible(page, 'lista bandi dopo un caricamento completo');
  });
});
