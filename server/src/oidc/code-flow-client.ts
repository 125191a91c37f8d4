import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { CookieJar } from './cookie-jar';

export interface CodeFlowOptions {
  readonly issuer: string;
  readonly clientId: string;
  readonly redirectUri: string;
}

export interface TokenResponse {
  readonly access_token: string;
  readonly token_type: string;
  readonly expires_in: number;
  readonly id_token?: string;
  readonly refresh_token?: string;
  readonly scope?: string;
}

export interface ProviderPage {
  readonly kind: 'page';
  readonly url: string;
  readonly status: number;
  readonly html: string;
}

/** The provider sent the browser back to the app, with a code or an error in the query. */
export interface ReturnToApp {
  readonly kind: 'callback';
  readonly url: URL;
}

/** Where a browser stops after following the redirects. */
export type Destination = ProviderPage | ReturnToApp;

export class ServerUnreachableError extends Error {}

interface Discovery {
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
}

interface FormRequest {
  readonly method: 'POST';
  readonly headers: Record<string, string>;
  readonly body: string;
}

const MAX_REDIRECTS = 10;
const closedByTheServer = (error: unknown) =>
  error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'UND_ERR_SOCKET';
const decodeHtml = (value: string) => value.replaceAll('&amp;', '&');
const randomValue = () => randomBytes(32).toString('base64url');

/**
 * The authorization code flow with PKCE S256 as a browser runs it against the provider: discovery, authorization
 * request, login form, redirects with cookies, code exchange. No refresh tokens: a new code comes from `prompt=none`
 * while the provider session (its cookie, kept here) lives.
 */
export class CodeFlowClient {
  readonly #options: CodeFlowOptions;
  readonly #cookies = new CookieJar();
  #discovery?: Discovery;
  #pending?: { state: string; nonce: string; verifier: string };

  constructor(options: CodeFlowOptions) {
    this.#options = options;
  }

  async authorize(extraParameters: Record<string, string> = {}): Promise<Destination> {
    const { authorization_endpoint } = await this.#discover();
    const pending = { state: randomValue(), nonce: randomValue(), verifier: randomValue() };
    this.#pending = pending;
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: this.#options.clientId,
      redirect_uri: this.#options.redirectUri,
      response_type: 'code',
      scope: 'openid',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: createHash('sha256').update(pending.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...extraParameters,
    }).toString();
    return this.#follow(url.href);
  }

  /** Opens a page of the provider, following redirects like a browser. */
  open(url: string): Promise<Destination> {
    return this.#follow(url);
  }

  /** Posts the first form of `page` with its hidden fields and `fields`, as a person pressing its button would. */
  async submitForm(page: ProviderPage, fields: Record<string, string>): Promise<Destination> {
    const action = /<form[^>]*\saction="([^"]+)"/.exec(page.html)?.[1];
    if (!action) throw new Error(`Nessun modulo nella pagina ${page.url} (HTTP ${page.status})`);
    const hiddenFields = [...page.html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
      ([, name, value]) => [name, decodeHtml(value)],
    );
    return this.#follow(new URL(decodeHtml(action), page.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([...hiddenFields, ...Object.entries(fields)]).toString(),
    });
  }

  /** Exchanges the code of `callback`, answered in the query or, with `response_mode=fragment`, in the fragment. */
  async exchangeCode(callback: URL): Promise<TokenResponse> {
    const answer = callback.hash ? new URLSearchParams(callback.hash.slice(1)) : callback.searchParams;
    const pending = this.#pending;
    if (answer.get('error')) {
      const description = answer.get('error_description') ?? '';
      throw new Error(`Accesso rifiutato dal fornitore di identità: ${answer.get('error')} ${description}`.trim());
    }
    if (!pending || answer.get('state') !== pending.state) {
      throw new Error('Risposta di autorizzazione con uno stato inatteso');
    }
    if (answer.get('iss') !== this.#options.issuer) {
      throw new Error(`Risposta di autorizzazione da un emittente inatteso: ${answer.get('iss')}`);
    }
    this.#pending = undefined;
    const { token_endpoint } = await this.#discover();
    const response = await this.#fetch(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: answer.get('code') ?? '',
        redirect_uri: this.#options.redirectUri,
        client_id: this.#options.clientId,
        code_verifier: pending.verifier,
      }).toString(),
    });
    const tokens = (await response.json()) as TokenResponse & { error?: string; error_description?: string };
    if (!response.ok) {
      const description = tokens.error_description ?? '';
      throw new Error(`Scambio del codice rifiutato (HTTP ${response.status}): ${tokens.error} ${description}`.trim());
    }
    if (tokens.id_token && decodeJwt(tokens.id_token).nonce !== pending.nonce) {
      throw new Error('ID token con un nonce inatteso');
    }
    return tokens;
  }

  /** The whole interactive flow: authorization request, login page, credentials, code exchange. */
  async logIn(username: string, password: string): Promise<TokenResponse> {
    const loginPage = await this.authorize();
    if (loginPage.kind !== 'page') return this.exchangeCode(loginPage.url);
    const afterLogin = await this.submitForm(loginPage, { username, password });
    if (afterLogin.kind === 'page') {
      throw new Error(
        afterLogin.html.includes('role="alert"')
          ? `Accesso non riuscito per ${username}: nome utente o password non corretti`
          : `Pagina inattesa dopo l'accesso: ${afterLogin.url} (HTTP ${afterLogin.status})`,
      );
    }
    return this.exchangeCode(afterLogin.url);
  }

  async #discover(): Promise<Discovery> {
    if (!this.#discovery) {
      const response = await this.#fetch(`${this.#options.issuer}/.well-known/openid-configuration`);
      if (!response.ok) {
        throw new Error(`Discovery non disponibile su ${this.#options.issuer} (HTTP ${response.status})`);
      }
      this.#discovery = (await response.json()) as Discovery;
    }
    return this.#discovery;
  }

  /** Follows redirects the way a browser would, stopping at the first page or at the return to the app. */
  async #follow(startUrl: string, request?: FormRequest): Promise<Destination> {
    let url = startUrl;
    let response = await this.#fetch(url, request);
    for (let redirects = 0; redirects < MAX_REDIRECTS; redirects += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { kind: 'page', url, status: response.status, html: await response.text() };
      }
      url = new URL(location, url).href;
      if (url.startsWith(this.#options.redirectUri)) return { kind: 'callback', url: new URL(url) };
      response = await this.#fetch(url);
    }
    throw new Error(`Troppi reindirizzamenti a partire da ${startUrl}`);
  }

  async #fetch(url: string, request?: FormRequest): Promise<Response> {
    const cookie = this.#cookies.headerFor(url);
    const headers = { ...request?.headers, ...(cookie && { cookie }) };
    const send = () => fetch(url, { ...request, headers, redirect: 'manual' });
    // A kept-alive connection the server closed meanwhile (a restart) fails at once; a browser sends a GET again.
    const response = await send()
      .catch((error: unknown) => (request === undefined && closedByTheServer(error) ? send() : Promise.reject(error)))
      .catch((error: unknown) => {
        throw new ServerUnreachableError(`Server non raggiungibile: ${url}`, { cause: error });
      });
    this.#cookies.keep(response);
    return response;
  }
}
