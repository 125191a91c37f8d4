import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../support/chromium';
import { logIn } from '../support/browser';
import { freePort, startPortal } from '../support/portal-process';
import { avviaBilanciatore } from './bilanciatore-h2';

/**
 * Lighthouse's performance category (its desktop and mobile presets, simulated throttling) on the call list and a
 * call's programme list, in Debian Chromium with the session of a demo user: the real portal with the demo data,
 * signed in once; each run loads the screen whole with the caches emptied (the sign-in cookie stays). Nothing is
 * fetched from outside: the portal serves every file and Chromium's own background traffic is off.
 */

const UTENTE = 'coordinatore';

/** Where to keep each run's whole report (JSON), to see what Lighthouse blames: `LIGHTHOUSE_REPORTS=cartella`. */
const CARTELLA_RAPPORTI = process.env.LIGHTHOUSE_REPORTS;

/**
 * Where to keep each run's trace and network log (Lighthouse's artifacts), to replay its simulation and read what the
 * largest paint waited for (`test/bench/catena-lantern.ts`): `LIGHTHOUSE_ARTEFATTI=cartella`.
 */
const CARTELLA_ARTEFATTI = process.env.LIGHTHOUSE_ARTEFATTI;

/** Issue 10's goals. */
const OBIETTIVI = { desktop: 95, mobile: 90, cls: 0.1 } as const;

const PRESET: Record<'desktop' | 'mobile', Config | undefined> = { desktop: desktopConfig, mobile: undefined };

/** `LIGHTHOUSE_DISPOSITIVI=mobile` measures one preset only (both by default). */
const DISPOSITIVI = (process.env.LIGHTHOUSE_DISPOSITIVI ?? 'desktop,mobile')
  .split(',')
  .filter((nome): nome is keyof typeof PRESET => nome in PRESET);

/** `LIGHTHOUSE_SCHERMATE=programmi` measures only the screens whose name holds one of these words (all by default). */
const SCHERMATE = (process.env.LIGHTHOUSE_SCHERMATE ?? '').split(',').filter(Boolean);

/**
 * How the browser reaches the portal: directly over HTTP/1.1, as `npm start` serves it, and over HTTPS with HTTP/2
 * through a load balancer, as a phone reaches it in production (test/bench/bilanciatore-h2.ts). Lighthouse's simulated
 * phone models the two differently: on HTTP/1.1 six connections at a time, each with its own slow start; on HTTP/2
 * one. `LIGHTHOUSE_PROTOCOLLI=h2` measures one of them (both by default).
 */
type Protocollo = 'http1' | 'h2';
const ETICHETTE: Record<Protocollo, string> = { http1: 'HTTP/1.1', h2: 'HTTP/2 (TLS)' };
const PROTOCOLLI = (process.env.LIGHTHOUSE_PROTOCOLLI ?? 'http1,h2')
  .split(',')
  .filter((nome): nome is Protocollo => nome in ETICHETTE);

/** `LIGHTHOUSE_RIPETIZIONI=3`: runs of each screen, printed each (scores vary by several points between runs). */
const RIPETIZIONI = Math.max(1, Number(process.env.LIGHTHOUSE_RIPETIZIONI ?? 1));

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-domain-reliability',
  '--no-first-run',
  '--no-default-browser-check',
  '--metrics-recording-only',
];

/** Lighthouse's 0–1 score as the 0–100 it shows. */
const punteggio = (valore: number | null | undefined) =>
  valore === null || valore === undefined ? '–' : String(Math.round(valore * 100));
const ms = (valore: number | undefined) => (valore === undefined ? '–' : `${Math.round(valore)} ms`);

/**
 * One run's report. Lighthouse sometimes loses the trace of a load (`NO_NAVSTART`, "Something went wrong with
 * recording the trace"): that run is made again, up to twice.
 */
async function rapporto(url: string, port: number, config: Config | undefined, nome: string) {
  const artefatti = CARTELLA_ARTEFATTI && join(CARTELLA_ARTEFATTI, nome.replace(/\W+/g, '-'));
  const flags: Flags = {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
    ...(artefatti ? { gatherMode: artefatti, auditMode: artefatti } : {}),
  };
  for (let tentativo = 1; ; tentativo++) {
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (!lhr) throw new Error(`Lighthouse non ha prodotto risultati per ${nome}`);
    if (!lhr.runtimeError) return lhr;
    if (lhr.runtimeError.code !== 'NO_NAVSTART' || tentativo === 3) {
      throw new Error(`Lighthouse su ${nome}: ${lhr.runtimeError.message}`);
    }
  }
}

/** The portal as the browser reaches it: directly (HTTP/1.1) or behind the load balancer (HTTPS, HTTP/2). */
interface Allestimento {
  readonly app: string;
  readonly flagChromium: readonly string[];
  chiudi(): Promise<void>;
}

async function allestisci(protocollo: Protocollo): Promise<Allestimento> {
  if (protocollo === 'http1') {
    const portal = await startPortal();
    return { app: `${portal.url}/contratti-filiera-fe/`, flagChromium: [], chiudi: () => portal.stop() };
  }
  const porta = await freePort();
  const portal = await startPortal({ PUBLIC_URL: `https://localhost:${porta}` });
  const bilanciatore = await avviaBilanciatore(porta, portal.url);
  return {
    app: `${bilanciatore.url}/contratti-filiera-fe/`,
    flagChromium: [bilanciatore.flagChromium],
    chiudi: async () => {
      await bilanciatore.chiudi();
      await portal.stop();
    },
  };
}

export async function misuraLighthouse(): Promise<Record<string, string>> {
  const risultati: Record<string, string> = {};
  for (const protocollo of PROTOCOLLI) Object.assign(risultati, await misuraCon(protocollo));
  return risultati;
}

async function misuraCon(protocollo: Protocollo): Promise<Record<string, string>> {
  const { app, flagChromium, chiudi } = await allestisci(protocollo);
  const port = await freePort();
  const profilo = mkdtempSync(join(tmpdir(), 'chromium-lighthouse-'));
  const context = await chromium.launchPersistentContext(profilo, {
    executablePath: ensureChromium(),
    headless: true,
    args: [...FLAGS, ...flagChromium, `--remote-debugging-port=${port}`],
    locale: 'it-IT',
  });
  const risultati: Record<string, string> = {};
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(app);
    await page.getByLabel('Nome utente').waitFor();
    await logIn(page, UTENTE);
    await page.getByRole('heading', { name: 'Lista bandi' }).waitFor();
    const bando = await page
      .getByRole('link', { name: /^Dettaglio V Bando/ })
      .first()
      .getAttribute('href');
    const schermate = [
      ['lista bandi', app],
      ['lista programmi', new URL(bando ?? '', app).href],
    ].filter(([nome]) => SCHERMATE.length === 0 || SCHERMATE.some((parola) => nome.includes(parola)));
    for (const dispositivo of DISPOSITIVI) {
      const config = PRESET[dispositivo];
      for (const [schermata, url] of schermate)
        for (let giro = 1; giro <= RIPETIZIONI; giro++) {
          const nome = `${RIPETIZIONI > 1 ? `${schermata} (${giro})` : schermata}, ${ETICHETTE[protocollo]}`;
          const lhr = await rapporto(url, port, config, `${nome} (${dispositivo})`);
          if (CARTELLA_RAPPORTI) {
            mkdirSync(CARTELLA_RAPPORTI, { recursive: true });
            writeFileSync(
              join(CARTELLA_RAPPORTI, `${nome.replace(/\W+/g, '-')}-${dispositivo}.json`),
              JSON.stringify(lhr),
            );
          }
          const voce = (id: string) => lhr.audits[id]?.numericValue;
          const score = lhr.categories.performance?.score;
          const obiettivo = dispositivo === 'desktop' ? OBIETTIVI.desktop : OBIETTIVI.mobile;
          const chiave = `${nome}, ${dispositivo}`;
          risultati[`${chiave}: prestazioni`] = `${punteggio(score)} (obiettivo ≥ ${obiettivo})`;
          risultati[`${chiave}: CLS`] =
            `${voce('cumulative-layout-shift')?.toFixed(3) ?? '–'} (obiettivo < ${OBIETTIVI.cls})`;
          risultati[`${chiave}: TBT`] = ms(voce('total-blocking-time'));
          risultati[`${chiave}: LCP`] = ms(voce('largest-contentful-paint'));
          risultati[`${chiave}: FCP`] = ms(voce('first-contentful-paint'));
          // The blocking time is the tasks observed on this host multiplied by 4, which Lighthouse's own throttling
          // documentation sets for hosts indexed 1,500–2,000; one machine of this project's went from 1,017 to 1,990
          // within an hour (docs/performance.md, twelfth session). Runs compare only where their indexes do.
          risultati[`${chiave}: indice CPU`] = `${Math.round(lhr.environment.benchmarkIndex)} (Lighthouse)`;
          // The screen measured must be the list, not the sign-in page: a lost session would score a different page.
          if (!lhr.finalDisplayedUrl.startsWith(url.split('#')[0] ?? url)) {
            risultati[`${chiave}: attenzione`] = `pagina finale ${lhr.finalDisplayedUrl}`;
          }
        }
    }
  } finally {
    await context.close();
    rmSync(profilo, { recursive: true, force: true });
    await chiudi();
  }
  return risultati;
}
