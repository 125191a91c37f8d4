import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, logIn, openBrowser, type BrowserSession } from '../support/browser';
import { freePort, startPortal, type RunningPortal } from '../support/portal-process';

const TOKEN_TTL_SECONDS = 12;

let portal: RunningPortal | undefined;
let browser: BrowserSession;
const dataDir = mkdtempSync(join(tmpdir(), 'token-expiry-'));
beforeAll(async () => {
  browser = await openBrowser(inject('chromiumPath'));
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const bearerOf = (headers: Record<string, string>) => headers.authorization?.replace(/^Bearer /, '');

describe('an access token that expires or is refused', () => {
  it('does not interrupt a person at work', async () => {
    portal = await startPortal({ OIDC_ACCESS_TOKEN_TTL: String(TOKEN_TTL_SECONDS) });
    const { page } = browser;
    await page.goto(`${portal.url}/contratti-filiera-fe/`);
    await page.getByLabel('Nome utente').waitFor({ timeout: 60_000 });
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

    await portal.stop();
    portal = undefined;
  }, 360_000);

  it('refused once its signing key is replaced, renewed silently: the person stays on the page', async () => {
    const port = await freePort();
    portal = await startPortal({}, dataDir, port);
    const { page } = browser;
    await page.goto(`${portal.url}/contratti-filiera-fe/`);
    await page.getByLabel('Nome utente').waitFor({ timeout: 60_000 });
    const first = page.waitForRequest((request) => request.url().includes('/api/bando/getListaBandi'));
    await logIn(page, 'ministero');
    const heldToken = bearerOf((await first).headers())!;
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    // The page as a person has it before the restart: its lists answered and shown (they appear together, after the
    // title), not still waiting for answers the stopped portal would never give.
    const ordina = page.getByRole('button', { name: /Ordina per Istanza|Istanza/ }).first();
    await ordina.waitFor();

    // As an operator would after a leak: a new signing key, the portal restarted on it. The page still holds a token
    // that has not expired, signed with the old key: the server refuses it for real.
    await portal.stop();
    execFileSync(process.execPath, ['--import', 'tsx', 'server/scripts/nuova-chiave-di-firma.ts'], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    portal = await startPortal({}, dataDir, port);
    const answers: { status: number; token?: string }[] = [];
    page.on('response', (answer) => {
      if (answer.url().includes('/api/bando/getListaBandi')) {
        answers.push({ status: answer.status(), token: bearerOf(answer.request().headers()) });
      }
    });
    await ordina.click();

    await expect.poll(() => answers.map(({ status }) => status), { timeout: 30_000 }).toEqual([401, 200]);
    expect(answers[0].token).toBe(heldToken);
    expect(decodeProtectedHeader(answers[1].token!).kid).not.toBe(decodeProtectedHeader(heldToken).kid);
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/contratti-filiera-fe\/?$/);
    expect(await page.getByLabel('Nome utente').count()).toBe(0);
    await expectAccessible(page, 'lista bandi dopo il rinnovo silenzioso');
  }, 360_000);
});
