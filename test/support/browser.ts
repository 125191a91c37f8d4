import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/** Switches the browser suite adds to the default ones of every Chromium it launches (test/browser/setup.ts). */
export function setExtraChromiumFlags(...flags: readonly string[]): void {
  extraFlags = flags;
}

/** The test file's headless Debian Chromium, launched at its first use: one launch a file, not one a test. */
function chromiumFor(executablePath: string): Promise<Browser> {
  chromiumOfTheFile ??= chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
  return chromiumOfTheFile;
}

/** Closes the file's Chromium, after its last test (test/browser/setup.ts). */
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

/** What each person's sign-in left in the browser, the first time in this test file. */
const signedIn = new Map<string, StorageState>();

/**
 * A fresh context on `url`, signed in as `username`. A person's first session in a test file signs in on the
 * provider's login form (logIn); the next ones start from the cookies and storage that sign-in left (playwright's
 * storageState), so the provider knows its session and sends the browser back to the portal without the form. Tests of
 * signing in itself use openBrowser and logIn.
 */
export async function openSignedIn(
  executablePath: string,
  username: string,
  url: string,
  { viewport, beforeOpening }: SignedInOptions = {},
): Promise<BrowserSession> {
  const known = signedIn.get(username);
  const session = await openBrowser(executablePath, viewport, { storageState: known });
  await beforeOpening?.(session.page);
  await session.page.goto(url);
  if (known) return session;
  await session.page.getByLabel('Nome utente').waitFor();
  await logIn(session.page, username);
  // Back on the portal, the provider's session cookie set.
  await session.page.waitForURL((address) => !address.pathname.startsWith('/oidc/'));
  signedIn.set(username, await session.context.storageState());
  return session;
}

export interface SignedInOptions {
  readonly viewport?: { width: number; height: number };
  /** What the page must do before its first navigation (listeners, init scripts). */
  readonly beforeOpening?: (page: Page) => unknown;
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
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
