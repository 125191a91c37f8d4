import type { AuthProvider } from 'react-admin';
import { isAllowed, isResourceName } from '../../contract/policy';
import type { AuthSession } from './authSession';

/** react-admin's own access-denied route, which shows the portal's page: one page, one address. */
export const NOT_AUTHORIZED_PATH = '/access-denied';

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/** What the person's roles allow on a resource, or on one of its records (the policy, as the server applies it). */
export const consentitoDallaSessione = (
  session: AuthSession,
  { action, resource, record }: { action: string; resource: string; record?: Record<string, unknown> },
) => isResourceName(resource) && isAllowed({ roles: session.roles, resource, permission: action, record });

/**
 * react-admin's view of the keycloak-js session. Written instead of ra-keycloak 2.0.0, which never
 * renews tokens, ignores 401/403 in checkError and types everything as `any`.
 */
export function createAuthProvider(session: AuthSession, logoutRedirectUri: string): AuthProvider {
  return {
    async login() {
      await session.login();
    },
    async logout() {
      await session.logout(logoutRedirectUri);
      // keycloak-js leaves for the provider's logout page itself; react-admin must not redirect.
      return false;
    },
    async checkAuth() {
      if (session.authenticated) return;
      await session.login();
      throw new Error('portale.shell.not_authenticated');
    },
    async checkError(error: unknown) {
      const status = statusOf(error);
      if (status === 401) throw new Error('portale.shell.session_expired');
      // The person stays signed in and sees why the page is refused.
      if (status === 403) throw { redirectTo: NOT_AUTHORIZED_PATH, logoutUser: false, message: false };
    },
    async getIdentity() {
      return session.identity;
    },
    async getPermissions() {
      return session.roles;
    },
    async canAccess({ action, resource, record }) {
      return consentitoDallaSessione(session, { action, resource, record });
    },
  };
}
