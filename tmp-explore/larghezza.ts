import { ensureChromium } from '../test/support/chromium';
import { logIn, openBrowser } from '../test/support/browser';
import { startPortal } from '../test/support/portal-process';
const portal = await startPortal();
const app = `${portal.url}/contratti-filiera-fe/`;
try {
  const browser = await openBrowser(ensureChromium(), { width: 1280, height: 900 });
  const { page } = browser;
  await page.goto(app);
  await page.getByLabel('Nome utente').waitFor();
  await logIn(page, process.env.UTENTE ?? 'coordinatore');
  await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
  await page.getByRole('link', { name: /^Dettaglio V Bando/ }).first().click();
  await page.getByRole('button', { name: /^Altre azioni/ }).first().waitFor();
  console.log(await page.evaluate(() => {
    const t = document.querySelector('table')!; const c = t.parentElement!;
    const rows = [...t.querySelectorAll('tbody tr')].map((r) => [...r.children].map((td) => `${Math.round(td.getBoundingClientRect().width)}:${(td.textContent ?? '').slice(0, 25)}`).join(' | '));
    const btns = [...document.querySelectorAll('button[aria-label^="Altre azioni"]')].map((b) => Math.round(b.getBoundingClientRect().right));
    return { table: t.getBoundingClientRect().width, container: c.clientWidth, scroll: c.scrollWidth, vw: innerWidth, rows, btns };
  }));
  await page.screenshot({ path: '/tmp/h10lh-1280.png' });
  await browser.close();
} finally { await portal.stop(); }
