import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { AuthSession, REFRESH_FAILED } from '../../../src/auth/authSession';
import type { KeycloakClient } from '../../../src/auth/keycloakClient';
import { CLIENT_ID, fakeKeycloak } from './support/fakeKeycloak';

const SILENT_URI = 'http://localhost/contratti-filiera-fe/silent-check-sso.html';
const HOME = 'http://localhost/contratti-filiera-fe/';
const CHECK_SSO = {
  onLoad: 'check-sso',
  silentCheckSsoRedirectUri: SILENT_URI,
  pkceMethod: 'S256',
  checkLoginIframe: false,
};

/** A session whose factory hands out the given clients in order: the first signs in, later ones re-authenticate. */
function sessionOver(clients: KeycloakClient[], securityRole = true) {
  const createClient = vi.fn(() => clients.shift() as KeycloakClient);
  const session = new AuthSession({
    createClient,
    clientId: CLIENT_ID,
    securityRole,
    silentCheckSsoRedirectUri: SILENT_URI,
  });
  return { session, createClient, authProvider: createAuthProvider(session, HOME) };
}

describe('auth session and provider', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('picks up the provider session silently, PKCE S256, no login iframe, keeps the client roles', async () => {
    const client = fakeKeycloak({ roles: ['MBAC_ISTR_ISMEA', 'ruolo-estraneo'] });
    const { session, authProvider, createClient } = sessionOver([client]);

    expect(await session.start()).toBe('authenticated');
    expect(client.init).toHaveBeenCalledWith(CHECK_SSO);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(await authProvider.getPermissions?.({})).toEqual(['MBAC_ISTR_ISMEA']);
    expect(JSON.parse(sessionStorage.getItem('rolesOfUser') ?? '')).toEqual(['MBAC_ISTR_ISMEA']);
    expect(await authProvider.getIdentity?.()).toEqual({ id: 'utente-1', fullName: 'Mario Rossi', cuaa: [] });
  });

  it('makes everyone MBAC_MINISTERO when SECURITY_ROLE is false', async () => {
    const { session, authProvider } = sessionOver([fakeKeycloak({ roles: ['MBAC_PROPONENTE'] })], false);
    await session.start();
    expect(await authProvider.getPermissions?.({})).toEqual(['MBAC_MINISTERO']);
  });

  it('sends a person with no session at the provider to its sign-in page', async () => {
    const signIn = fakeKeycloak({ roles: ['MBAC_MINISTERO'] });
    const { session } = sessionOver([fakeKeycloak({ authenticated: false }), signIn]);

    expect(await session.start()).toBe('authenticated');
    expect(signIn.init).toHaveBeenCalledWith({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
    expect(session.roles).toEqual(['MBAC_MINISTERO']);
  });

  it('goes to the sign-in page when the silent iframe never answers', async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const silent = fakeKeycloak();
    vi.mocked(silent.init).mockReturnValue(new Promise(() => undefined));
    const signIn = fakeKeycloak();
    const started = sessionOver([silent, signIn]).session.start();

    await vi.advanceTimersByTimeAsync(10_000);
    expect(await started).toBe('authenticated');
    expect(signIn.init).toHaveBeenCalledWith({ onLoad: 'login-required', pkceMethod: 'S256', checkLoginIframe: false });
    expect(logged).toHaveBeenCalledWith('Silent sign-in timed out', expect.any(Error));
    vi.useRealTimers();
  });

  it('reports an unauthenticated result, and logs a failed sign-in without trying again', async () => {
    const signIn = fakeKeycloak({ authenticated: false });
    expect(await sessionOver([fakeKeycloak({ authenticated: false }), signIn]).session.start()).toBe('unauthenticated');

    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = fakeKeycloak();
    vi.mocked(broken.init).mockRejectedValue(new Error('provider down'));
    const notUsed = fakeKeycloak();
    expect(await sessionOver([broken, notUsed]).session.start()).toBe('failed');
    expect(logged).toHaveBeenCalledWith('Authentication failed', expect.any(Error));
    expect(notUsed.init).not.toHaveBeenCalled();
  });

  it('logs out on 401, sends 403 to the access-denied page without logging out, ignores other errors', async () => {
    const { session, authProvider } = sessionOver([fakeKeycloak()]);
    await session.start();

    await expect(authProvider.checkError({ status: 401 })).rejects.toBeInstanceOf(Error);
    await expect(authProvider.checkError({ status: 403 })).rejects.toMatchObject({
      redirectTo: '/access-denied',
      logoutUser: false,
    });
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  it('answers canAccess from the policy, record rules included', async () => {
    const { session, authProvider } = sessionOver([fakeKeycloak({ roles: ['MBAC_MINISTERO'] })]);
    await session.start();
    const canDownload = (tipologia: string) =>
      authProvider.canAccess?.({ action: 'action:scaricaRiepilogo', resource: 'bandi', record: { tipologia } });

    expect(await canDownload('V')).toBe(true);
    expect(await canDownload('DC')).toBe(false);
    expect(await authProvider.canAccess?.({ action: 'edit', resource: 'bandi' })).toBe(false);
  });

  it('logs out through the provider, back to the app, and keeps react-admin from redirecting', async () => {
    const client = fakeKeycloak();
    const { session, authProvider } = sessionOver([client]);
    await session.start();

    expect(await authProvider.logout({})).toBe(false);
    expect(client.logout).toHaveBeenCalledWith({ redirectUri: HOME });
  });

  it('refreshes with updateToken(5) when the provider gave a refresh token', async () => {
    const client = fakeKeycloak({ refreshToken: 'refresh-1' });
    const { session, createClient } = sessionOver([client]);
    await session.start();

    expect(await session.getToken()).toBe('token-1');
    expect(client.updateToken).toHaveBeenCalledWith(5);
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('re-authenticates silently without a refresh token, once for concurrent callers, adopts new tokens', async () => {
    const renewed = fakeKeycloak({ token: 'token-2', roles: ['MBAC_COOR_ISMEA'] });
    const { session, createClient } = sessionOver([
      fakeKeycloak({ expired: true, roles: ['MBAC_ISTR_ISMEA'] }),
      renewed,
    ]);
    await session.start();

    expect(await Promise.all([session.getToken(), session.getToken()])).toEqual(['token-2', 'token-2']);
    expect(createClient).toHaveBeenCalledTimes(2);
    expect(renewed.init).toHaveBeenCalledWith(CHECK_SSO);
    expect(session.roles).toEqual(['MBAC_COOR_ISMEA']);
  });

  it('after a refusal renews silently even a token that has not expired, and adopts the new one', async () => {
    const { session, createClient } = sessionOver([
      fakeKeycloak({ expired: false }),
      fakeKeycloak({ token: 'token-2', roles: ['MBAC_COOR_ISMEA'] }),
    ]);
    await session.start();

    expect(await session.renewAfterRefusal()).toBe('token-2');
    expect(createClient).toHaveBeenCalledTimes(2);
    expect(await session.getToken()).toBe('token-2');
    expect(session.roles).toEqual(['MBAC_COOR_ISMEA']);
  });

  it('answers no token after a refusal when the provider session is over, keeping the one it had', async () => {
    const { session } = sessionOver([fakeKeycloak({ expired: false }), fakeKeycloak({ authenticated: false })]);
    await session.start();

    expect(await session.renewAfterRefusal()).toBeUndefined();
    expect(await session.getToken()).toBe('token-1');
  });

  it('leaves a token that is still valid alone', async () => {
    const { session, createClient } = sessionOver([fakeKeycloak({ expired: false })]);
    await session.start();
    expect(await session.getToken()).toBe('token-1');
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('logs and asks for a full login when the silent re-authentication fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = fakeKeycloak({ expired: true });
    const { session } = sessionOver([client, fakeKeycloak({ authenticated: false })]);
    await session.start();

    await session.getToken();
    expect(logged).toHaveBeenCalledWith(REFRESH_FAILED);
    expect(client.login).toHaveBeenCalled();
  });

  it('renews when keycloak-js reports the token expired', async () => {
    const client = fakeKeycloak({ refreshToken: 'refresh-1' });
    const { session } = sessionOver([client]);
    await session.start();

    client.onTokenExpired?.();
    await session.ensureFreshToken();
    expect(client.updateToken).toHaveBeenCalledWith(5);
  });

  it('logs a failed refresh', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = fakeKeycloak({ refreshToken: 'refresh-1' });
    vi.mocked(client.updateToken).mockRejectedValue(new Error('invalid_grant'));
    const { session } = sessionOver([client]);
    await session.start();

    await session.getToken();
    expect(logged).toHaveBeenCalledWith(REFRESH_FAILED, expect.any(Error));
  });
});
