import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const found = () => CANDIDATES.find((path) => existsSync(path));

/**
 * Finds Debian's Chromium; installs the `chromium` package when it is missing and we may (root with apt).
 * Playwright's own browser download cannot work on the project's machines, so it is never used.
 */
export function ensureChromium(): string {
  const existing = found();
  if (existing) return existing;
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    throw new Error(
      "Chromium non trovato: installa il pacchetto Debian 'chromium' (apt-get install -y chromium) e rilancia i test.",
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  const installed = found();
  if (!installed) throw new Error("Installazione del pacchetto 'chromium' non riuscita.");
  return installed;
}

/**
 * What every new window of Chromium 156 loads besides its page: the address bar's two suggestion popups, as WebUI
 * pages in a renderer of their own (about half a core for a second or two). Each test's browser context is a new
 * window: on two cores they slowed every test of the browser suite.
 */
const FUNZIONI_INUTILI_NEI_TEST = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The `--disable-features` switch that turns them off beside those Playwright turns off. Chromium reads only the last
 * `--disable-features` it is given, and Playwright gives its own: the browser's own command line says which.
 */
export async function senzaFunzioniInutili(executablePath: string): Promise<string> {
  // Chromium tells its command line only to a browser launched for automation.
  const args = ['--no-sandbox', '--enable-automation'];
  const browser = await chromium.launch({ executablePath, headless: true, args });
  try {
    const protocollo = await browser.newBrowserCDPSession();
    const { arguments: argomenti } = await protocollo.send('Browser.getBrowserCommandLine');
    const diPlaywright = argomenti
      .filter((argomento) => argomento.startsWith(DISABLE_FEATURES))
      .flatMap((argomento) => argomento.slice(DISABLE_FEATURES.length).split(','));
    return DISABLE_FEATURES + [...diPlaywright, ...FUNZIONI_INUTILI_NEI_TEST].join(',');
  } finally {
    await browser.close();
  }
}
