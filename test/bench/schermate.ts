import type { Page } from 'playwright-core';
import { ensureChromium } from '../support/chromium';
import { closeChromium, logIn, openBrowser } from '../support/browser';
import { startPortal } from '../support/portal-process';

/**
 * Layout shift and blocking time of the call list and a call's programme list, desktop and phone, in Debian Chromium
 * through its DevTools protocol (Lighthouse is not among the project's packages). Each screen is loaded whole (a full
 * navigation to its address, the session already open) and watched until the network is idle.
 */

interface Metriche {
  shifts: number[];
  /** What moved, for the larger shifts: the first moved node's tag and class. */
  sources: string[];
  longTasks: number[];
}

const DESKTOP = { width: 1350, height: 940 };
const PHONE = { width: 390, height: 844 };
/** Lighthouse's mobile profile slows the CPU four times. */
const CPU_MOBILE = 4;

// Runs in the page before its own scripts: the observers see the whole load (buffered entries included).
const osserva = () => {
  const metriche: Metriche = { shifts: [], sources: [], longTasks: [] };
  (window as unknown as { __metriche: Metriche }).__metriche = metriche;
  new PerformanceObserver((list) => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      metriche.shifts.push(entry.value);
      const node = entry.sources[0]?.node as Element | undefined;
      if (entry.value >= 0.02) metriche.sources.push(`${entry.value.toFixed(3)} ${node?.tagName} ${node?.className}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metriche.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function misura(page: Page, url: string, pronta: (page: Page) => Promise<void>) {
  await page.goto(url);
  await pronta(page);
  await page.waitForLoadState('networkidle');
  const { shifts, sources, longTasks } = await page.evaluate(
    () => (window as unknown as { __metriche: Metriche }).__metriche,
  );
  return {
    sources,
    // The sum of every shift: an upper bound of Lighthouse's CLS, which takes the worst 5 s window.
    cls: shifts.reduce((sum, value) => sum + value, 0),
    tbt: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
  };
}

export async function misuraSchermate(): Promise<Record<string, string>> {
  const portal = await startPortal();
  const app = `${portal.url}/contratti-filiera-fe/`;
  const risultati: Record<string, string> = {};
  try {
    for (const [dispositivo, viewport] of [
      ['desktop', DESKTOP],
      ['telefono', PHONE],
    ] as const) {
      const browser = await openBrowser(ensureChromium(), viewport);
      const { page } = browser;
      await page.addInitScript(osserva);
      await page.goto(app);
      await page.getByLabel('Nome utente').waitFor();
      await logIn(page, 'coordinatore');
      await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
      const bando = await page.getByRole('link', { name: /^Dettaglio V Bando/ }).getAttribute('href');
      if (dispositivo === 'telefono') {
        const cdp = await browser.context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_MOBILE });
      }
      const schermate = [
        ['lista bandi', app, (p: Page) => p.getByRole('heading', { name: 'Lista bandi' }).waitFor()],
        [
          'lista programmi',
          new URL(bando ?? '', app).href,
          (p: Page) => p.getByRole('heading', { name: /^Programmi di investimento/ }).waitFor(),
        ],
      ] as const;
      for (const [nome, url, pronta] of schermate) {
        const { cls, tbt, sources } = await misura(page, url, pronta);
        risultati[`${nome}, ${dispositivo}: spostamento del layout`] = `${cls.toFixed(3)} (obiettivo < 0,1)`;
        risultati[`${nome}, ${dispositivo}: tempo di blocco totale (ms)`] = `${Math.round(tbt)}`;
        if (sources.length) risultati[`${nome}, ${dispositivo}: spostamenti maggiori`] = sources.join('; ');
      }
      await browser.close();
    }
  } finally {
    await closeChromium();
    await portal.stop();
  }
  return risultati;
}
