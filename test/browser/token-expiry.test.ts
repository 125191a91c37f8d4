import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, logIn, openBrowser, type BrowserSession } from '../support/browser';
import { startPortal, type RunningPortal } from '../support/portal-process';

const TOKEN_TTL_SECONDS = 12;

let portal: RunningPortal;
let browser: BrowserSession;
beforeAll(async () => {
  portal = await startPortal({ OIDC_ACCESS_TOKEN_TTL: String(TOKEN_TTL_SECONDS) });
  browser = await openBrowser(inject('chromiumPath'));
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const bearerOf = (headers: Record<string, string>) => headers.authorization?.replace(/^Bearer /, '');

describe('an expiring access token', () => {
  it('does not interrupt a person at work, and a refused token leads back to the login', async () => {
    const { page } = browser;
    await page.goto(`${portal.url}/contratti-filiera-fe/`);
    await page.getByLabel('Nome utente').waitFor();
    await expectAccessible(page, 'pagina di accesso');
    const first = page.waitForRequest((request) => request.url().includes('/api/bando/getListaBandi'));
    await logIn(page, 'ministero');
    const firstToken = bearerOf((await first).headers());
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    await expectAccessible(page, 'lista bandi');

    // Until the first token has expired: then the click below must carry a renewed one.
    const { exp } = decodeJwt(firstToken!);
    await expect
      .poll(() => Date.now() / 1000, { timeout: (TOKEN_TTL_SECONDS + 10) * 1000, interval: 500 })
      .toBeGreaterThan(exp! + 1);
    const again = page.waitForResponse((response) => response.url().includes('/api/bando/getListaBandi'));
    await page
      .getByRole('button', { name: /Ordina per Istanza|Istanza/ })
      .first()
      .click();
    const response = await again;
    expect(response.status()).toBe(200);
    expect(bearerOf(response.request().headers())).not.toBe(firstToken);
    expect(new URL(page.url()).pathname).toMatch(/^\/contratti-filiera-fe\/?$/);
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();

    await page.route('**/api/bando/getListaBandi**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Token non valido' }),
      }),
    );
    await page.reload();
    await page
      .getByLabel('Nome utente')
      .or(page.getByRole('button', { name: 'Esci' }))
      .first()
      .waitFor({ timeout: 30_000 });
  });
});
