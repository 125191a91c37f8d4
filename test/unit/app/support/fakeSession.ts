import { AuthSession } from '../../../../src/auth/authSession';
import { CLIENT_ID, fakeKeycloak, type FakeKeycloakOptions } from './fakeKeycloak';

/** A signed-in session over a fake keycloak-js, for rendering views as a person with these roles. */
export async function signedInSession(options: FakeKeycloakOptions & { securityRole?: boolean } = {}) {
  const client = fakeKeycloak(options);
  const session = new AuthSession({
    createClient: () => client,
    clientId: CLIENT_ID,
    securityRole: options.securityRole ?? true,
    silentCheckSsoRedirectUri: 'http://localhost/contratti-filiera-fe/silent-check-sso.html',
  });
  await session.start();
  return { session, client };
}
