import { describe, expect, it } from 'vitest';
import type { CodeFlowClient, Destination, ProviderPage } from '../../server/src/oidc/code-flow-client';
import { CLIENT_ID, expectPage, expectReturnToApp, pageDocument } from '../support/identity-server';
import { fornitoreDelFile } from './support/fornitore';

const server = fornitoreDelFile();

describe('logout', () => {
  const returnTo = () => `${server.url}/contratti-filiera-fe/`;
  const endSession = (parameters: Record<string, string>) =>
    `${server.url}/oidc/session/end?${new URLSearchParams(parameters).toString()}`;

  /** What a browser sends when our script presses the button: the form's fields and the button's name and value. */
  async function pressAutomaticButton(client: CodeFlowClient, page: ProviderPage): Promise<Destination> {
    const document = pageDocument(page.html);
    const button = document.querySelector<HTMLButtonElement>('button[data-invio-automatico]');
    expect(button?.hidden).toBe(false);
    return client.submitForm(page, button?.name ? { [button.name]: button.value } : {});
  }

  function expectSubmittedByOurScript(page: ProviderPage) {
    const scripts = [...pageDocument(page.html).querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/oidc/assets/invio-automatico.js']);
    expect(scripts[0].textContent).toBe('');
  }

  it('ends the session without asking when the app sends the ID token as hint and its return address', async () => {
    const client = server.client();
    const { id_token } = await client.logIn('validatore', 'demo');

    const leaving = await client.open(
      endSession({ id_token_hint: id_token!, client_id: CLIENT_ID, post_logout_redirect_uri: returnTo() }),
    );

    expectPage(leaving);
    const document = pageDocument(leaving.html);
    expect(document.documentElement.lang).toBe('it');
    expect(document.querySelector('h1')?.textContent).toBe('Uscita dal portale');
    expect(document.querySelector('button[data-invio-automatico]')?.textContent).toBe('Esci');
    expectSubmittedByOurScript(leaving);
    const back = await pressAutomaticButton(client, leaving);
    expectReturnToApp(back);
    expect(back.url.href).toBe(returnTo());
    const silent = await client.authorize({ prompt: 'none' });
    expectReturnToApp(silent);
    expect(silent.url.searchParams.get('error')).toBe('login_required');
  });

  it.each([
    ['without a return address', { client_id: CLIENT_ID }],
    ['of no known client', { post_logout_redirect_uri: 'http://localhost:5173/contratti-filiera-fe/' }],
  ])(
    'asks "Vuoi uscire dal portale?" for a request %s and, after Esci, says it is over',
    async (_which, parameters) => {
      const client = server.client();
      await client.logIn('validatore', 'demo');

      const question = await client.open(endSession(parameters));

      expectPage(question);
      const document = pageDocument(question.html);
      expect(document.documentElement.lang).toBe('it');
      expect(document.querySelector('h1')?.textContent).toBe('Vuoi uscire dal portale?');
      expect(document.querySelector('button[name="logout"]')?.textContent).toBe('Esci');
      expect(document.querySelector('script')).toBeNull();
      const done = await client.submitForm(question, { logout: 'yes' });
      expectPage(done);
      expect(pageDocument(done.html).querySelector('h1')?.textContent).toBe('Sei uscito dal portale');
      const silent = await client.authorize({ prompt: 'none' });
      expectReturnToApp(silent);
      expect(silent.url.searchParams.get('error')).toBe('login_required');
    },
  );

  it('still asks when a request names client and return address, no ID token, as a foreign link could', async () => {
    const client = server.client();
    await client.logIn('validatore', 'demo');

    const question = await client.open(endSession({ client_id: CLIENT_ID, post_logout_redirect_uri: returnTo() }));

    expectPage(question);
    expect(pageDocument(question.html).querySelector('h1')?.textContent).toBe('Vuoi uscire dal portale?');
    expect(pageDocument(question.html).querySelector('script')).toBeNull();
  });

  it('with the session already over, hands on to the app with an Italian page of ours', async () => {
    const client = server.client();
    const { id_token } = await client.logIn('validatore', 'demo');
    const request = endSession({ id_token_hint: id_token!, post_logout_redirect_uri: returnTo() });
    expectReturnToApp(await pressAutomaticButton(client, (await client.open(request)) as ProviderPage));

    const again = await client.open(request);

    expectPage(again);
    const document = pageDocument(again.html);
    expect(document.documentElement.lang).toBe('it');
    expect(document.title).toBe('Un momento – Contratti di filiera');
    expect(again.html).not.toContain('Submitting Callback');
    expect(document.querySelector('button[data-invio-automatico]')?.textContent).toBe('Continua');
    expectSubmittedByOurScript(again);
    const back = await pressAutomaticButton(client, again);
    expectReturnToApp(back);
    expect(back.url.href).toBe(returnTo());
  });
});
