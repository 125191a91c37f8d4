import type { UserIdentity } from 'react-admin';
import type { Role } from '../../contract/roles';
import { expiresWithin, LOGIN_REQUIRED, type KeycloakClient, type KeycloakFactory } from './keycloakClient';
import { rolesOf, storeRolesOfUser } from './roles';
import { initSilently, reauthenticateSilently, SilentTimeout } from './silentReauth';

/** The token's minimum validity, as the legacy client keeps it. */
const MIN_VALIDITY_SECONDS = 5;

export const REFRESH_FAILED = 'Failed to refresh the token, or the session has expired';

export interface AuthSessionOptions {
  readonly createClient: KeycloakFactory;
  readonly clientId: string;
  readonly securityRole: boolean;
  readonly silentCheckSsoRedirectUri: string;
  readonly storage?: Storage;
}

export type StartOutcome = 'authenticated' | 'unauthenticated' | 'failed';

/**
 * The signed-in person's session over keycloak-js. A silent re-authentication yields a new keycloak-js
 * instance (its tokens cannot be set on the old one), so the session swaps the instance it holds.
 */
export class AuthSession {
  #client: KeycloakClient;
  #renewal: Promise<void> | undefined;
  #roles: Role[] = [];

  constructor(private readonly options: AuthSessionOptions) {
    this.#client = this.#createClient();
  }

  /**
   * A session the provider already has is picked up in a hidden iframe: a full load of a signed-in page leaves the app
   * no more (app → provider → app loaded and evaluated the app twice, docs/performance.md). Only a person with no
   * session, or an iframe that does not answer, goes to the provider's sign-in page and comes back with the code.
   */
  async start(): Promise<StartOutcome> {
    try {
      // Any other error (provider down, code refused) is reported: redirecting again could loop.
      const silent = await initSilently(this.#client, this.options.silentCheckSsoRedirectUri).catch(
        (error: unknown) => {
          if (!(error instanceof SilentTimeout)) throw error;
          console.error('Silent sign-in timed out', error);
          return false;
        },
      );
      const client = silent ? this.#client : await this.#signedInByRedirect();
      if (!client) return 'unauthenticated';
      this.#adopt(client);
      return 'authenticated';
    } catch (error) {
      console.error('Authentication failed', error);
      return 'failed';
    }
  }

  get authenticated(): boolean {
    return Boolean(this.#client.authenticated && this.#client.token);
  }

  get roles(): readonly Role[] {
    return this.#roles;
  }

  get identity(): UserIdentity {
    const token = { ...this.#client.tokenParsed, ...this.#client.idTokenParsed };
    // A proponent's companies: one `cuaa` or several.
    const cuaa = ([] as unknown[]).concat(token.cuaa ?? []).map(String);
    return { id: String(token.sub ?? ''), fullName: token.name ?? token.preferred_username, cuaa };
  }

  /** A token valid for at least MIN_VALIDITY_SECONDS, renewed first when needed (for the data provider). */
  async getToken(): Promise<string | undefined> {
    await this.ensureFreshToken();
    return this.#client.token;
  }

  ensureFreshToken(): Promise<void> {
    this.#renewal ??= this.#renew()
      .catch((error: unknown) => console.error(REFRESH_FAILED, error))
      .finally(() => {
        this.#renewal = undefined;
      });
    return this.#renewal;
  }

  /**
   * The server refused the token (401) although it has not expired: its signing key was replaced, say. A fresh one
   * comes silently while the provider's session lives; undefined when it does not.
   */
  async renewAfterRefusal(): Promise<string | undefined> {
    const renewed = await reauthenticateSilently(this.#createClient, this.options.silentCheckSsoRedirectUri).catch(
      () => undefined,
    );
    if (!renewed) return undefined;
    this.#adopt(renewed);
    return renewed.token;
  }

  login(): Promise<void> {
    return this.#client.login();
  }

  logout(redirectUri: string): Promise<void> {
    return this.#client.logout({ redirectUri });
  }

  async #renew(): Promise<void> {
    const client = this.#client;
    if (client.refreshToken) {
      if (await client.updateToken(MIN_VALIDITY_SECONDS)) this.#adopt(client);
      return;
    }
    if (!expiresWithin(client, MIN_VALIDITY_SECONDS)) return;
    const renewed = await reauthenticateSilently(this.#createClient, this.options.silentCheckSsoRedirectUri).catch(
      () => undefined,
    );
    if (renewed) return this.#adopt(renewed);
    console.error(REFRESH_FAILED);
    await client.login();
  }

  /** keycloak-js leaves for the sign-in page; a client that answers instead was signed in there. */
  async #signedInByRedirect(): Promise<KeycloakClient | undefined> {
    const client = this.#createClient();
    return (await client.init(LOGIN_REQUIRED)) ? client : undefined;
  }

  #createClient = (): KeycloakClient => {
    const client = this.options.createClient();
    // keycloak-js arms its expiry timer when tokens are set, so the handler must exist before init.
    client.onTokenExpired = () => void this.ensureFreshToken();
    return client;
  };

  #adopt(client: KeycloakClient): void {
    this.#client = client;
    this.#roles = rolesOf(client.tokenParsed, this.options.clientId, this.options.securityRole);
    storeRolesOfUser(this.#roles, this.options.storage);
  }
}
