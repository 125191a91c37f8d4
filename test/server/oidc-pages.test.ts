import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Destination, ProviderPage } from '../../server/src/oidc/code-flow-client';
import {
  CLIENT_ID,
  expectPage,
  expectReturnToApp,
  JSDOM,
  pageDocument,
  startIdentityServer,
  type IdentityServer,
} from '../support/identity-server';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResults {
  violations: { id: string; nodes: { target: string[] }[] }[];
}

/**
 * axe-core (WCAG 2.0 A/AA, 2.1 AA) on the page as served. jsdom computes no layout, so colour contrast is left to
 * the browser suite; structure, names, roles and language are checked here.
 */
async function accessibilityViolations(html: string): Promise<string[]> {
  const { window } = new JSDOM(html, { runScripts: 'outside-only' });
  window.eval(axeSource);
  const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
  const results = await axe.run(window.document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' '))}`);
}

const automaticSubmit = readFileSync(
  new URL('../../server/src/oidc/assets/invio-automatico.js', import.meta.url),
  'utf8',
);

/** The button that submits the page's form, as `name=value` text, after our script has run on it (jsdom: no layout). */
async function submitterAfterOurScript(html: string): Promise<string | undefined> {
  const { window } = new JSDOM(html, { runScripts: 'outside-only' });
  let submitter: HTMLElement | null | undefined;
  window.document.addEventListener('submit', (event) => {
    submitter = (event as SubmitEvent).submitter;
    event.preventDefault();
  });
  window.eval(automaticSubmit);
  return submitter ? describeButton(submitter) : undefined;
}

const describeButton = (button: Element) =>
  `${button.getAttribute('name')}=${button.getAttribute('value')}: ${button.textContent}`;
const pressedButton = (html: string) =>
  describeButton(new JSDOM(html).window.document.querySelector('button[type="submit"]')!);

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(async () => {
  await server?.stop();
});

async function pageAt(destination: Promise<Destination>): Promise<ProviderPage> {
  const page = await destination;
  expectPage(page);
  return page;
}

describe('the pages of the provider', () => {
  it('the login page passes axe, also after a wrong password', async () => {
    const client = server.client();
    const login = await pageAt(client.authorize());
    const refused = await pageAt(client.submitForm(login, { username: 'ministero', password: 'no' }));

    expect(await accessibilityViolations(login.html)).toEqual([]);
    expect(await accessibilityViolations(refused.html)).toEqual([]);
  });

  it('the login page passes axe while too many failures make the account wait (429)', async () => {
    const client = server.client();
    let page = await pageAt(client.authorize());
    for (let failure = 0; failure < 5; failure++) {
      page = await pageAt(client.submitForm(page, { username: 'banca', password: 'no' }));
    }
    const waiting = await pageAt(client.submitForm(page, { username: 'banca', password: 'demo' }));

    expect(waiting.status).toBe(429);
    expect(await accessibilityViolations(waiting.html)).toEqual([]);
  });

  it('the logout question passes axe', async () => {
    const client = server.client();
    await client.logIn('ministero', 'demo');
    const question = await pageAt(client.open(`${server.url}/oidc/session/end?client_id=${CLIENT_ID}`));

    expect(await accessibilityViolations(question.html)).toEqual([]);
  });

  it('the pages that go on by themselves pass axe, and their script presses their button', async () => {
    const client = server.client();
    const { id_token } = await client.logIn('ministero', 'demo');
    const returnTo = encodeURIComponent(`${server.url}/contratti-filiera-fe/`);
    const leaving = await pageAt(
      client.open(`${server.url}/oidc/session/end?id_token_hint=${id_token}&post_logout_redirect_uri=${returnTo}`),
    );
    const handingOn = await pageAt(server.client().open(`${server.url}/oidc/session/end`));

    for (const page of [leaving, handingOn]) {
      expect(await accessibilityViolations(page.html)).toEqual([]);
      expect(await submitterAfterOurScript(page.html)).toBe(pressedButton(page.html));
    }
  });

  it('the logged-out and error pages pass axe', async () => {
    const loggedOut = await pageAt(server.client().open(`${server.url}/oidc/session/end/success`));
    const error = await pageAt(server.client('/altrove/').authorize());

    expect(loggedOut.html).toContain('Sei uscito dal portale');
    expect(await accessibilityViolations(loggedOut.html)).toEqual([]);
    expect(error.status).toBe(400);
    expect(await accessibilityViolations(error.html)).toEqual([]);
  });

  it('load only same-origin assets, under a strict content security policy', async () => {
    const response = await fetch(`${server.url}/oidc/session/end/success`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const stylesheet = await fetch(`${server.url}/oidc/assets/pagine.css`);
    const handingOn = await fetch(`${server.url}/oidc/session/end`);
    const scripts = await Promise.all(
      ['mostra-password.js', 'invio-automatico.js'].map((name) => fetch(`${server.url}/oidc/assets/${name}`)),
    );

    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(await response.text()).not.toMatch(/https?:\/\/(?!localhost)/);
    expect(handingOn.headers.get('content-security-policy')).toBe(policy);
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
    for (const script of scripts) expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });
});

describe('the login page', () => {
  it('is in Italian, with labelled fields, a hidden-until-script password toggle and the demo users', async () => {
    const page = await server.client().authorize();

    expectPage(page);
    expect(page.status).toBe(200);
    const document = pageDocument(page.html);
    expect(document.documentElement.lang).toBe('it');
    expect(document.title).toBe('Accedi – Contratti di filiera');
    expect(document.querySelector('h1')?.textContent).toBe('Accedi');
    expect(document.querySelector('label[for="username"]')?.textContent).toBe('Nome utente');
    expect(document.querySelector('label[for="password"]')?.textContent).toBe('Password');
    const toggle = document.querySelector('#mostra-password');
    expect(toggle?.textContent).toBe('Mostra password');
    expect(toggle?.getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('button[type="submit"]')?.textContent).toBe('Entra');
    expect(document.querySelector('details summary')?.textContent).toBe('Utenti dimostrativi');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it("shows the portal's logo as its icon, so the browser asks for no /favicon.ico", async () => {
    const page = await server.client().authorize();

    expectPage(page);
    const icona = pageDocument(page.html).querySelector('link[rel="icon"]')?.getAttribute('href');
    expect(icona).toBe('/oidc/assets/logo.svg');
    const risposta = await fetch(`${server.url}${icona}`);
    expect(risposta.status).toBe(200);
    expect(risposta.headers.get('content-type')).toBe('image/svg+xml');
    const logoDelPortale = readFileSync(new URL('../../src/layout/logo.svg', import.meta.url), 'utf8');
    expect(await risposta.text()).toBe(logoDelPortale);
  });

  it('says the credentials are wrong as an alert, keeps the username and stays on the page', async () => {
    const client = server.client();
    const loginPage = await client.authorize();
    expectPage(loginPage);

    const refused = await client.submitForm(loginPage, { username: 'ministero', password: 'sbagliata' });

    expectPage(refused);
    expect(refused.status).toBe(200);
    const document = pageDocument(refused.html);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Nome utente o password non corretti');
    expect(document.querySelector<HTMLInputElement>('#username')?.value).toBe('ministero');
    expect(document.querySelector('#password')?.getAttribute('aria-invalid')).toBe('true');
    const warning = server.logLines.map((line) => JSON.parse(line)).find((entry) => entry.username === 'ministero');
    expect(warning).toMatchObject({ level: 40, msg: expect.stringContaining('Accesso non riuscito') });
    expect(JSON.stringify(warning)).not.toContain('sbagliata');

    const accepted = await client.submitForm(refused, { username: 'ministero', password: 'demo' });
    expectReturnToApp(accepted);
    expect((await client.exchangeCode(accepted.url)).access_token).toBeTruthy();
  });
});
