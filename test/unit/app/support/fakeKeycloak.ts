import type { KeycloakTokenParsed } from 'keycloak-js';
import { vi } from 'vitest';
import type { KeycloakClient } from '../../../../src/auth/keycloakClient';

export const CLIENT_ID = 'contratti-filiera-fe';

export interface FakeKeycloakOptions {
  readonly authenticated?: boolean;
  readonly roles?: readonly string[];
  readonly name?: string;
  readonly token?: string;
  readonly refreshToken?: string;
  readonly expired?: boolean;
  /** A proponent's companies, the token's `cuaa` claim. */
  readonly cuaa?: readonly string[];
}

const parsed = ({
  roles = [],
  name = 'Mario Rossi',
  expired = false,
  cuaa,
}: FakeKeycloakOptions): KeycloakTokenParsed => ({
  sub: 'utente-1',
  name,
  exp: Math.ceil(Date.now() / 1000) + (expired ? -1 : 300),
  resource_access: { [CLIENT_ID]: { roles: [...roles] } },
  ...(cuaa ? { cuaa: [...cuaa] } : {}),
});

/**
 * A keycloak-js look-alike: `init` answers as told and sets the tokens, as the real one does; `expired` dates them in
 * the past.
 */
export function fakeKeycloak(options: FakeKeycloakOptions = {}): KeycloakClient {
  const { authenticated = true } = options;
  const client: KeycloakClient = {
    authenticated: false,
    timeSkew: 0,
    init: vi.fn(async () => {
      client.authenticated = authenticated;
      if (authenticated) {
        client.token = options.token ?? 'token-1';
        client.refreshToken = options.refreshToken;
        client.tokenParsed = parsed(options);
      }
      return authenticated;
    }),
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    updateToken: vi.fn(async () => true),
  };
  return client;
}
