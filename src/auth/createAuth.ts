import type { AppConfig } from '../startup/config';
import { AuthSession } from './authSession';
import { keycloakFactory } from './keycloakClient';

export function createAuthSession(config: AppConfig, baseUrl: string): AuthSession {
  return new AuthSession({
    createClient: keycloakFactory(config.KEYCLOAK_CONFIG),
    clientId: config.KEYCLOAK_CONFIG.clientId,
    securityRole: config.SECURITY_ROLE,
    silentCheckSsoRedirectUri: `${location.origin}${baseUrl}silent-check-sso.html`,
  });
}
