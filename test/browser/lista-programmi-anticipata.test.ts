import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** The address of the programme list of V 2024, as the call list links it. */
async function indirizzoListaProgrammi(): Promise<string> {
  browser = await openSignedIn(inject('chromiumPath'), 'coordinatore', appUrl);
  const { page } = browser;
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  const href = await page
    .getByRole('link', { name: /^Dettaglio V Bando/ })
    .first()
    .getAttribute('href');
  return new URL(href ?? '', appUrl).href;
}

describe('a programme list loaded whole from its address (docs/performance.md, seventh session)', () => {
  it('asks for the call and its programmes before the shell asks for anything, once each', async () => {
    const indirizzo = await indirizzoListaProgrammi();
    const { page } = browser as BrowserSession;
    const chiamate: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) chiamate.push(pathname.split('/').slice(0, 4).join('/'));
    });
    await page.goto(indirizzo);
    await page.getByRole('heading', { level: 1, name: /^Programmi di investimento: V Bando/ }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');

    // The shell's first call (the unread notifications) comes after the page's own: those were asked at sign-in.
    expect(chiamate.slice(0, 2).sort()).toEqual([
      '/api/bando/getBando',
      '/api/programma/getListaProgrammiInvestimento',
    ]);
    expect(chiamate.filter((chiamata) => chiamata === '/api/bando/getBando')).toHaveLength(1);
    expect(chiamate.filter((chiamata) => chiamata.endsWith('getListaProgrammiInvestimento'))).toHaveLength(1);
    expect(chiamate).toContain('/api/notifiche/getNotificheUtente');
    await expectAccessible(page, 'lista programmi caricata dal suo indirizzo');
  });

  it('asks for every script of the page before its first answers arrive: none waits for the rows', async () => {
    const indirizzo = await indirizzoListaProgrammi();
    const { page } = browser as BrowserSession;
    const eventi: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') eventi.push(`script ${new URL(request.url()).pathname}`);
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('getListaProgrammiInvestimento')) eventi.push('risposta');
    });
    await page.goto(indirizzo);
    // A row's selection checkbox: 'coordinatore' has actions on several programmes at once.
    await page.getByRole('checkbox').nth(1).waitFor();
    await page.waitForLoadState('networkidle');

    expect(eventi).toContain('risposta');
    expect(eventi.slice(eventi.indexOf('risposta'))).toEqual(['risposta']);
  });

  it('shows a person who sees no programme the access-denied page', async () => {
    const indirizzo = await indirizzoListaProgrammi();
    await browser?.close();
    browser = await openSignedIn(inject('chromiumPath'), 'commissione', indirizzo);
    const { page } = browser;
    await page.getByRole('heading', { level: 1, name: 'Accesso negato' }).waitFor();
    expect(await page.getByRole('heading', { name: /^Programmi di investimento/ }).count()).toBe(0);
    await expectAccessible(page, 'accesso negato alla lista programmi');
  });
});
