/**
 * The embedded provider's endpoints that the app's sign-in uses, under its issuer. Set here for the provider and sent
 * to the app with them (`config/config.json`), so keycloak-js does not first ask the provider's discovery document:
 * one round trip less before every signed-in page.
 */
export const PERCORSI_DEL_FORNITORE = { authorization: '/auth', token: '/token', end_session: '/session/end' } as const;

/** The endpoints as keycloak-js takes them (`oidcProvider`, the names of OpenID Connect Discovery). */
export const metadatiDelFornitore = (issuer: string) => ({
  authorization_endpoint: `${issuer}${PERCORSI_DEL_FORNITORE.authorization}`,
  token_endpoint: `${issuer}${PERCORSI_DEL_FORNITORE.token}`,
  end_session_endpoint: `${issuer}${PERCORSI_DEL_FORNITORE.end_session}`,
});
