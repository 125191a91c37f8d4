import Keycloak, { type KeycloakInitOptions } from 'keycloak-js';
import type { KeycloakSetting } from '../startup/config';

/** The part of keycloak-js the portal uses; tests give a fake with the same shape. */
export type KeycloakClient = Pick<
  Keycloak,
  | 'init'
  | 'login'
  | 'logout'
  | 'updateToken'
  | 'isTokenExpired'
  | 'authenticated'
  | 'token'
  | 'refreshToken'
  | 'tokenParsed'
  | 'idTokenParsed'
  | 'onTokenExpired'
>;

export type KeycloakFactory = () => KeycloakClient;

/** Spec §4: PKCE S256 and no login-frame check. */
export const LOGIN_REQUIRED: KeycloakInitOptions = { onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false };

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
