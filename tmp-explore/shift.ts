import type { Page } from 'playwright-core';
import { ensureChromium } from '../test/support/chromium';
import { logIn, openBrowser } from '../test/support/browser';
import { startPortal } from '../test/support/portal-process';

const osserva = `(() => {
  const out = [];
  window.__s = out;
  const desc = (n) => {
    const e = n;
    if (!e || !e.tagName) return String(n?.nodeName);
    return \`\${e.tagName}.\${String(e.className).slice(0, 60)}#\${(e.textContent ?? '').slice(0, 30)}\`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) out.push("INPUT");
      try { out.push(\`\${Math.round(entry.startTime)} \${entry.value.toFixed(4)} :: \` + entry.sources.map((s) => \`\${desc(s.node)} [\${Math.round(s.previousRect.y)}h\${Math.round(s.previousRect.height)} -> \${Math.round(s.currentRect.y)}h\${Math.round(s.currentRect.height)}]\`).join(' | ')); } catch (e) { out.push('ERR ' + e); }
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

const portal = await startPortal();
const app = `${portal.url}/contratti-filiera-fe/`;
try {
  for (const [nome, viewport] of [['desktop', { width: 1350, height: 940 }], ['phone', { width: 390, height: 844 }]] as const) {
    const browser = await openBrowser(ensureChromium(), viewport);
    const { page } = browser;
    await page.addInitScript({ content: osserva });
    await page.goto(app);
    await page.getByLabel('Nome utente').waitFor();
    await logIn(page, process.env.UTENTE ?? 'coordinatore');
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    const bando = await page.getByRole('link', { name: /^Dettaglio V Bando/ }).first().getAttribute('href');
    if (nome === 'phone') {
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    for (const url of [app, new URL(bando ?? '', app).href]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      console.log(`== ${nome} ${url}`);
      for (const l of await page.evaluate(() => (window as any).__s)) console.log(l);
    }
    if (process.env.SHOT) await page.screenshot({ path: `/tmp/h10lh-${nome}.png`, fullPage: true });
    await browser.close();
  }
} finally {
  await portal.stop();
}
