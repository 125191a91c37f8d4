import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openSignedIn, type BrowserSession } from '../support/browser';
import { BANDO_V_2024 } from '../support/bandi-dimostrativi';

const appUrl = `${inject('portalUrl')}/contratti-filiera-fe/`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** Issue 10: layout shift below 0.1 (the "good" threshold of Core Web Vitals). */
const SPOSTAMENTO_MASSIMO = 0.1;
/** The longest region name among the demo companies' (Lazio, Veneto, Lombardia, Campania, Emilia-Romagna, Puglia). */
const REGIONE_PIU_LUNGA = 'Emilia-Romagna';

// A string, not a function: the page must run it as written (the test compiler adds helpers a page does not have).
// Every shift not caused by the person's input, summed: an upper bound of the cumulative layout shift.
const OSSERVA_SPOSTAMENTI = `
  window.__spostamenti = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const nodo = entry.sources[0] && entry.sources[0].node;
      const nome = nodo ? nodo.nodeName + ' ' + (nodo.className || '') : '';
      window.__spostamenti.push({ valore: entry.value, nodo: nome });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

// Every use of the browser's Intl, named: its constructors and the locale methods of texts, numbers and dates.
const OSSERVA_INTL = `
  window.__intl = [];
  for (const nome of Object.getOwnPropertyNames(Intl).filter((nome) => /^[A-Z]/.test(nome))) {
    const Originale = Intl[nome];
    const Spia = function (...args) { window.__intl.push('Intl.' + nome); return new Originale(...args); };
    Object.setPrototypeOf(Spia, Originale);
    Spia.prototype = Originale.prototype;
    Intl[nome] = Spia;
  }
  for (const [tipo, metodi] of [[String, ['localeCompare', 'toLocaleLowerCase', 'toLocaleUpperCase']],
      [Number, ['toLocaleString']], [Date, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
      [Array, ['toLocaleString']]])
    for (const metodo of metodi) {
      const originale = tipo.prototype[metodo];
      tipo.prototype[metodo] = function (...args) {
        window.__intl.push(tipo.name + '.' + metodo);
        return originale.apply(this, args);
      };
    }
`;

let browser: BrowserSession | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function entraCome(username: string, viewport: { width: number; height: number }): Promise<Page> {
  browser = await openSignedIn(inject('chromiumPath'), username, appUrl, {
    viewport,
    beforeOpening: (page) => page.addInitScript({ content: OSSERVA_SPOSTAMENTI }),
  });
  const { page } = browser;
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  return page;
}

/** Loads `url` whole and answers what moved while it loaded, once the screen is complete and the network quiet. */
async function spostamentiAlCaricamento(page: Page, url: string, completa: () => Promise<void>) {
  await page.goto(url);
  await completa();
  await page.waitForLoadState('networkidle');
  const spostamenti = await page.evaluate(
    () => (window as unknown as { __spostamenti: { valore: number; nodo: string }[] }).__spostamenti,
  );
  return { totale: spostamenti.reduce((somma, { valore }) => somma + valore, 0), spostamenti };
}

describe('the lists do not move while they load (issue 10)', () => {
  for (const [dispositivo, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${dispositivo}: the call list with the work queue, then a call's programme list`, async () => {
      const page = await entraCome('coordinatore', viewport);
      const bando = await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).getAttribute('href');
      if (dispositivo === 'phone') {
        // As Lighthouse's mobile profile: a phone's slower CPU gives the page more frames to show a half-loaded screen.
        const cdp = await browser!.context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      }

      const home = await spostamentiAlCaricamento(page, appUrl, async () => {
        await page.getByRole('heading', { name: 'Le mie attività' }).waitFor();
        await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).waitFor();
      });
      expect(home.totale, JSON.stringify(home.spostamenti)).toBeLessThan(SPOSTAMENTO_MASSIMO);

      const programmi = await spostamentiAlCaricamento(page, new URL(bando!, appUrl).href, async () => {
        await page.getByRole('heading', { name: `Programmi di investimento: ${BANDO_V_2024}` }).waitFor();
        await page
          .getByRole('button', { name: /^Altre azioni/ })
          .first()
          .waitFor();
      });
      expect(programmi.totale, JSON.stringify(programmi.spostamenti)).toBeLessThan(SPOSTAMENTO_MASSIMO);
    });
  }
});

describe("the first screens' fonts are asked while index.html is read (issue 10)", () => {
  it("phone: the call list's and the programme list's fonts, each asked once, none once text is drawn", async () => {
    const page = await entraCome('coordinatore', PHONE);
    const bando = await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).getAttribute('href');
    // Every load from the network, as a first visit: each font the screen uses is asked again.
    const cdp = await browser!.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const programmi = new URL(bando!, appUrl).href;
    const caratteri: { file: string; da?: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
      if (type === 'Font') caratteri.push({ file: request.url.replace(/^.*\//, ''), da: initiator.url });
    });

    await page.goto(appUrl);
    await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(programmi);
    await page
      .getByRole('button', { name: /^Altre azioni/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');

    const titillium = caratteri.map(({ file }) => file.replace(/-normal-.*$/, ''));
    // Titillium Web, as mui-italia's theme draws the portal: regular text, buttons and tabs, headings; twice each.
    expect(titillium.sort()).toEqual(
      ['titillium-web-latin-400', 'titillium-web-latin-600', 'titillium-web-latin-700'].flatMap((nome) => [nome, nome]),
    );
    // By the page's own markup (its preloads, its header's style), not by the app's stylesheet once the app has run.
    expect(caratteri.filter(({ da }) => da !== appUrl && da !== programmi)).toEqual([]);
  });
});

describe("the portal's logo comes with the page (issue 10)", () => {
  it("phone: the portal's logo is drawn from the page itself, never asked as a file", async () => {
    const page = await entraCome('coordinatore', PHONE);
    const cdp = await browser!.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const immagini: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      if (/\.svg(\?|$)/.test(request.url)) immagini.push(request.url);
    });

    await page.goto(appUrl);
    const logo = page.getByRole('banner').getByRole('img', { name: 'Logo del portale' });
    await logo.waitFor();
    await page.waitForLoadState('networkidle');

    // Drawn, not a broken image: its picture has the logo's own size.
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(immagini).toEqual([]);
  });
});

// 1280 px is the screen; at 1024 px the table is wider than its box for sure and scrolls sideways.
describe('the programme list on a desktop keeps the row menu in view (issue 10)', () => {
  for (const width of [1280, 1024]) {
    it(`${width} px: every row one line high and its menu in view, with the longest region name`, async () => {
      const page = await entraCome('coordinatore', { width, height: DESKTOP.height });
      await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).click();
      await page.getByRole('heading', { name: `Programmi di investimento: ${BANDO_V_2024}` }).waitFor();
      await page.getByRole('combobox', { name: 'Regione' }).click();
      await page.getByRole('option', { name: REGIONE_PIU_LUNGA }).click();
      await page.keyboard.press('Escape');
      const righe = page.getByRole('row').filter({ hasText: REGIONE_PIU_LUNGA });
      await righe
        .first()
        .getByRole('button', { name: /^Altre azioni/ })
        .waitFor();
      await expectAccessible(page, 'lista programmi filtrata per regione');

      const misure = await page.locator('tbody tr').evaluateAll((rows) =>
        rows.map((row) => {
          row.scrollIntoView({ block: 'center' });
          const menu = row.querySelector('button[aria-label^="Altre azioni"]');
          const box = menu?.getBoundingClientRect();
          const scatola = row.closest('table')?.parentElement?.getBoundingClientRect();
          // What the person would click at the button's centre: the button itself when nothing hides or clips it.
          const colpito = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return {
            altezza: row.clientHeight,
            visibile: Boolean(box && scatola && box.right <= scatola.right && box.right <= innerWidth),
            raggiungibile: Boolean(menu && colpito && menu.contains(colpito)),
            testo: row.textContent,
          };
        }),
      );
      expect(misure.length).toBeGreaterThan(0);
      for (const misura of misure) {
        expect(misura.testo).toContain(REGIONE_PIU_LUNGA);
        expect(misura.altezza, 'one line high').toBeLessThanOrEqual(60);
        expect(misura.visibile, 'the row menu inside the table and the window').toBe(true);
        expect(misura.raggiungibile, 'nothing covers the row menu').toBe(true);
      }
    });
  }
});

/** Where the header's logo and product name are drawn: the person's landmarks while the app loads. */
async function posizioniIntestazione(page: Page) {
  const banner = page.getByRole('banner');
  const logo = await banner.getByRole('img', { name: 'Logo del portale' }).boundingBox();
  const nome = await banner.getByText('Contratti di filiera e distretti del cibo', { exact: true }).boundingBox();
  return { logo, nome };
}

describe("the portal's header is drawn before the app, where the app then draws it (issue 10)", () => {
  for (const [dispositivo, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${dispositivo}: index.html's header has the app's texts, place and size, then gives way`, async () => {
      const page = await entraCome('coordinatore', viewport);
      const dellApp = await posizioniIntestazione(page);

      // The app's scripts never come: what the person sees while they load.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(appUrl);
      expect(await page.getByRole('status').textContent()).toBe('Attendere...');
      expect(await page.getByRole('banner').textContent()).toContain(
        "Ministero dell'agricoltura, della sovranità alimentare e delle foreste",
      );
      expect(await posizioniIntestazione(page)).toEqual(dellApp);
      await expectAccessible(page, `header before the app (${dispositivo})`);

      await page.unroute('**/assets/*.js');
      await page.goto(appUrl);
      await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await posizioniIntestazione(page)).toEqual(dellApp);
    });
  }
});

describe("the programme list's first screen loads no locale data (issue 10)", () => {
  // A page's first Intl object loads ICU's locale data: 20–80 ms on this project's hosts, four times that on
  // Lighthouse's phone, counted in the blocking time (docs/performance.md, seventeenth session).
  it('phone: the amounts written the Italian way, and no Intl object made', async () => {
    browser = await openSignedIn(inject('chromiumPath'), 'coordinatore', appUrl, {
      viewport: PHONE,
      beforeOpening: (page) => page.addInitScript({ content: OSSERVA_INTL }),
    });
    const { page } = browser;
    const bando = await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).getAttribute('href');
    await page.goto(new URL(bando!, appUrl).href);
    await page.getByRole('heading', { name: `Programmi di investimento: ${BANDO_V_2024}` }).waitFor();
    await page
      .getByRole('button', { name: /^Altre azioni/ })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');

    // Each card's requested amount, written the Italian way.
    const importi = await page
      .getByRole('main')
      .getByText(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/)
      .count();
    expect(importi).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __intl: string[] }).__intl)).toEqual([]);
  });
});

/** The page's scroll position at each of `frames` animation frames. */
function posizioniPerFotogramma(page: Page, frames: number): Promise<number[]> {
  return page.evaluate(async (quanti) => {
    const posizioni: number[] = [];
    for (let fotogramma = 0; fotogramma < quanti; fotogramma++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      posizioni.push(Math.round(window.scrollY));
    }
    return posizioni;
  }, frames);
}

describe('the header shrinks once and stays so', () => {
  for (const [dispositivo, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`${dispositivo}: a page scrolled just past the threshold stays where it is`, async () => {
      const page = await entraCome('coordinatore', viewport);
      await page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` }).click();
      await page.getByRole('heading', { name: `Programmi di investimento: ${BANDO_V_2024}` }).waitFor();
      const intestazione = page.getByRole('banner');
      const intera = (await intestazione.boundingBox())!.height;

      await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(intera * 0.6) + 2);
      await expect.poll(async () => (await intestazione.boundingBox())!.height).toBeLessThan(intera);
      // Shrinking is a transition, and the page follows it; what must not happen is a page that never settles.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((animazione) => animazione.finished.catch(() => undefined))),
      );
      const posizioni = await posizioniPerFotogramma(page, 60);
      expect(new Set(posizioni), posizioni.join(' ')).toHaveLength(1);
      expect((await intestazione.boundingBox())!.height).toBeLessThan(intera);
    });
  }
});

describe('where a page opens', () => {
  it('phone: a call opened far down the call list shows its programmes from the top; back returns there', async () => {
    const page = await entraCome('coordinatore', PHONE);
    const dettaglio = page.getByRole('link', { name: `Dettaglio ${BANDO_V_2024}` });
    await dettaglio.scrollIntoViewIfNeeded();
    // The call's card is below the first screen of a phone.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    await dettaglio.click();
    await page.getByRole('heading', { name: `Programmi di investimento: ${BANDO_V_2024}` }).waitFor();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Dettaglio / })
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle');
    expect(new Set(await posizioniPerFotogramma(page, 10))).toEqual(new Set([0]));

    await page.goBack();
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    // The card the person opened is on the screen again, below the header.
    const altezzaIntestazione = async () => (await page.getByRole('banner').boundingBox())!.height;
    await expect
      .poll(async () => {
        const scheda = (await dettaglio.boundingBox())!;
        return scheda.y >= (await altezzaIntestazione()) && scheda.y + scheda.height <= PHONE.height;
      })
      .toBe(true);
  });
});
