import Keycloak, { type KeycloakInitOptions } from 'keycloak-js';
import type { KeycloakSetting } from '../startup/config';

/** The part of keycloak-js the portal uses; tests give a fake with the same shape. */
export type KeycloakClient = Pick<
  Keycloak,
  | 'init'
  | 'login'
  | 'logout'
  | 'updateToken'
  | 'authenticated'
  | 'timeSkew'
  | 'token'
  | 'refreshToken'
  | 'tokenParsed'
  | 'idTokenParsed'
  | 'onTokenExpired'
>;

export type KeycloakFactory = () => KeycloakClient;

/**
 * Whether the access token expires within `seconds`, by keycloak-js's own formula. Its
 * `isTokenExpired` cannot be used: without a refresh token it throws 'Not authenticated'.
 */
export function expiresWithin(client: KeycloakClient, seconds: number): boolean {
  const expiry = client.tokenParsed?.exp;
  if (expiry === undefined) return true;
  const secondsLeft = expiry - Math.ceil(Date.now() / 1000) + (client.timeSkew ?? 0);
  return secondsLeft < seconds;
}

/** PKCE S256 and no login-frame check, as the legacy client signs in. */
export const LOGIN_REQUIRED: KeycloakInitOptions = {
  onLoad: 'login-required',
  pkceMethod: 'S256',
  checkLoginIframe: false,
};

export const checkSsoOptions = (silentCheckSsoRedirectUri: string): KeycloakInitOptions => ({
  onLoad: 'check-sso',
  silentCheckSsoRedirectUri,
  pkceMethod: 'S256',
  checkLoginIframe: false,
});

export const keycloakFactory =
  (setting: KeycloakSetting): KeycloakFactory =>
  () =>
    new Keycloak(setting);
