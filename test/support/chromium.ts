import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

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
