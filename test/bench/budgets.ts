import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ensureChromium } from '../support/chromium';
import { closeChromium, logIn, openBrowser } from '../support/browser';
import { startPortal, type RunningPortal } from '../support/portal-process';

/** Peak resident memory of the portal process, from the kernel's high-water mark. */
function peakMemoryMiB(portal: RunningPortal): number {
  const status = readFileSync(`/proc/${portal.process.pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

async function timeStart(dataDir?: string) {
  const started = performance.now();
  const portal = await startPortal({}, dataDir);
  const page = await fetch(`${portal.url}/contratti-filiera-fe/`);
  if (!page.ok) throw new Error(`prima pagina: HTTP ${page.status}`);
  await page.text();
  return { portal, seconds: (performance.now() - started) / 1000 };
}

async function firstScreenJavaScript(url: string): Promise<{ files: number; gzipKiB: number }> {
  const browser = await openBrowser(ensureChromium());
  const scripts = new Map<string, number>();
  browser.page.on('response', async (response) => {
    if (!/\/contratti-filiera-fe\/.*\.js(\?|$)/.test(response.url())) return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
  });
  await browser.page.goto(`${url}/contratti-filiera-fe/`);
  await browser.page.getByLabel('Nome utente').waitFor();
  await logIn(browser.page, 'ministero');
  await browser.page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  await browser.page.waitForLoadState('networkidle');
  await browser.close();
  await closeChromium();
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { files: scripts.size, gzipKiB: Math.round((total / 1024) * 10) / 10 };
}

export async function measureBudgets() {
  const fresh = await timeStart();
  const freshPeak = peakMemoryMiB(fresh.portal);
  const javascript = await firstScreenJavaScript(fresh.portal.url);
  const dataDir = fresh.portal.dataDir;
  fresh.portal.process.kill('SIGINT');
  await new Promise((resolve) => fresh.portal.process.once('exit', resolve));
  const restart = await timeStart(dataDir);
  const restartPeak = peakMemoryMiB(restart.portal);
  await restart.portal.stop();
  await fresh.portal.stop();
  return {
    'JavaScript della prima schermata (gzip, KiB)': `${javascript.gzipKiB} in ${javascript.files} file (budget 250)`,
    'Avvio con cartella dati nuova (s)': `${fresh.seconds.toFixed(1)} (budget 15)`,
    'Picco di memoria al primo avvio (MiB)': `${freshPeak} (budget 1228)`,
    'Riavvio su dati esistenti (s)': `${restart.seconds.toFixed(1)} (budget 5)`,
    'Picco di memoria al riavvio (MiB)': `${restartPeak}`,
  };
}
