import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let chromiumOfTheFile: Promise<Browser> | undefined;
let extraFlags: readonly string[] = [];
let chromiumOfTheSuite: string | undefined;
let signedInFolder: string | undefined;

/** Switches the browser suite adds to the default ones of every Chromium it launches (test/browser/setup.ts). */
export function setExtraChromiumFlags(...flags: readonly string[]): void {
  extraFlags = flags;
}

/**
 * The browser suite's one Chromium (its global setup launches it, test/browser/setup.ts names it here): each file
 * connects to it instead of launching its own, about two seconds of CPU a file. Without it (the bench scripts), each
 * file launches one.
 */
export function useChromiumOfTheSuite(wsEndpoint: string): void {
  chromiumOfTheSuite = wsEndpoint;
}

/** A Chromium that files connect to, for the whole browser suite (test/browser/global-setup.ts). */
export function launchChromiumServer(executablePath: string, flags: readonly string[]): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...flags] });
}

/**
 * Where openSignedIn keeps what each person's sign-in left, for the whole browser suite (one portal, whose provider
 * keeps the sessions): a folder the global setup makes. Without it, a person's sign-in is kept for the file only.
 */
export function keepSignInsIn(folder: string): void {
  signedInFolder = folder;
}

/** The file's headless Debian Chromium: the suite's when there is one, else one launched at the file's first use. */
function chromiumFor(executablePath: string): Promise<Browser> {
  chromiumOfTheFile ??= chromiumOfTheSuite
    ? chromium.connect(chromiumOfTheSuite)
    : chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
  return chromiumOfTheFile;
}

/** Closes the file's Chromium, or its connection and contexts to the suite's one, after its last test (setup.ts). */
export async function closeChromium(): Promise<void> {
  const launched = chromiumOfTheFile;
  chromiumOfTheFile = undefined;
  await (await launched)?.close();
}

/**
 * A fresh browser context of the file's Chromium: cookies and storage of its own (those of `storageState` when given),
 * so no session leaks between tests.
 */
export async function openBrowser(
  executablePath: string,
  viewport = { width: 1280, height: 900 },
  { enforceCsp = false, storageState }: { enforceCsp?: boolean; storageState?: StorageState } = {},
): Promise<BrowserSession> {
  const context = await (
    await chromiumFor(executablePath)
  ).newContext({
    viewport,
    locale: 'it-IT',
    acceptDownloads: true,
    // The portal's own policy only where a test asks for it (the hidden sign-in iframe must live with it).
    bypassCSP: !enforceCsp,
    storageState,
  });
  const page = await context.newPage();
  return { context, page, close: () => context.close() };
}

/** What each person's sign-in left in the browser, when there is no folder for the whole suite. */
const signedInInThisFile = new Map<string, StorageState>();

const signInFile = (username: string) => signedInFolder && join(signedInFolder, `${encodeURIComponent(username)}.json`);

async function signInOf(username: string): Promise<StorageState | undefined> {
  const file = signInFile(username);
  if (!file) return signedInInThisFile.get(username);
  return readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as StorageState,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    },
  );
}

async function keepSignIn(username: string, state: StorageState): Promise<void> {
  const file = signInFile(username);
  if (!file) return void signedInInThisFile.set(username, state);
  // Whole or not at all: a file read halfway through its writing would be no session.
  await writeFile(`${file}.${process.pid}`, JSON.stringify(state));
  await rename(`${file}.${process.pid}`, file);
}

/**
 * A fresh context on `url`, signed in as `username`: how a browser test starts, unless it tests signing in itself.
 * A person's first session in the browser suite signs in on the provider's login form (logIn); every later one, in any
 * file, starts from the cookies and storage that sign-in left (playwright's storageState): the provider knows its
 * session, and the portal picks it up in its hidden iframe (check-sso), no form and no redirect. Tests of signing in
 * and out use openBrowser and logIn: 'Esci' in a context opened here would end the session every later file reuses.
 */
export async function openSignedIn(
  executablePath: string,
  username: string,
  url: string,
  { viewport, beforeOpening, enforceCsp }: SignedInOptions = {},
): Promise<BrowserSession> {
  const known = await signInOf(username);
  const session = await openBrowser(executablePath, viewport, { storageState: known, enforceCsp });
  await beforeOpening?.(session.page);
  await session.page.goto(url);
  if (known) return session;
  await session.page.getByLabel('Nome utente').waitFor();
  await logIn(session.page, username);
  // Back on the portal, the provider's session cookie set.
  await session.page.waitForURL((address) => !address.pathname.startsWith('/oidc/'));
  await keepSignIn(username, await session.context.storageState());
  return session;
}

export interface SignedInOptions {
  readonly viewport?: { width: number; height: number };
  /** What the page must do before its first navigation (listeners, init scripts): awaited, it must not wait for it. */
  readonly beforeOpening?: (page: Page) => unknown;
  /** The portal's own Content-Security-Policy, which the suite's contexts bypass unless asked. */
  readonly enforceCsp?: boolean;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Waits for a toast to be on screen. The toasts load with the first message, not with the first screen: a test that
 * measures a screen a toast has just joined waits for it, so that axe never catches it halfway through its entrance.
 */
export async function waitForToast(page: Page): Promise<void> {
  await page.locator('.MuiSnackbarContent-message').waitFor();
}

/**
 * For `expect.poll` on what an action's button or form becomes once the record changed: the screen draws the new
 * state at once, and the permissions asked again for it a moment later, while the last answer holds (useActionAllowed).
 */
export const ATTESA_PERMESSI = { timeout: 15_000 } as const;

/** Runs axe-core (WCAG 2.0 A/AA and 2.1 AA) on the page as it is now and expects no violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Colours are measured as they stand: a label caught halfway through MUI's focus transition would fail at random.
  // Spinners run forever and a cancelled transition rejects: wait only for the finite ones, whatever their end.
  // A transition that starts meanwhile (a notice sliding in after the answer) is waited for too: again after two
  // frames, until a frame starts none.
  await page.evaluate(async () => {
    const finite = () =>
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const dueFotogrammi = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let giro = 0; giro < 10; giro++) {
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      await dueFotogrammi();
      if (finite().every((animation) => animation.playState === 'finished')) return;
    }
  });
  // Evaluated through the debugging protocol, which the portal's CSP does not govern (an inline tag it would refuse).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      // Experimental, so off by default: a control's name must contain the text it shows (WCAG 2.5.3).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  expect(violations, `violazioni di accessibilità in ${where}`).toEqual([]);
  await expectLabelsWhole(page, where);
}

/**
 * No control's label is cut off: axe does not measure it, and a button of fixed height whose label wraps to one line
 * more shows only part of it (WCAG 1.4.4, 1.4.10). A control whose content is larger than its box fails.
 */
async function expectLabelsWhole(page: Page, where: string): Promise<void> {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role=button], [role=tab], [role=menuitem], .MuiChip-label')]
      .filter((control) => control.getClientRects().length > 0)
      .filter(
        (control) => control.scrollHeight > control.clientHeight + 1 || control.scrollWidth > control.clientWidth + 1,
      )
      .map((control) => (control.textContent ?? '').trim()),
  );
  expect(cut, `etichette tagliate in ${where}`).toEqual([]);
}

/** Opens a detail page's tab and waits for its panel. */
export async function apriScheda(page: Page, nome: string): Promise<void> {
  await page.getByRole('tab', { name: nome }).click();
  await page.getByRole('tabpanel', { name: nome }).waitFor();
}

/** Signs in on the embedded provider's Italian login page, as a person would. */
export async function logIn(page: Page, username: string, password = 'demo'): Promise<void> {
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entra' }).click();
}
