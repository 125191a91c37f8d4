import { checkSsoOptions, type KeycloakClient, type KeycloakFactory } from './keycloakClient';

/** The identity provider's response timeout, the legacy client's. keycloak-js waits forever for the silent iframe. */
const SILENT_REAUTH_TIMEOUT_MS = 10_000;

/** The provider's page in the hidden iframe never answered. */
export class SilentTimeout extends Error {
  constructor() {
    super('Silent re-authentication timed out');
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SilentTimeout()), ms);
  });
  try {
    return await Promise.race([promise, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Initialises `client` with a `prompt=none` authorization in a hidden iframe, through keycloak-js's check-sso
 * machinery, or with the code in the page's address when the provider has just sent the person back. Whether the
 * provider's session gave tokens.
 */
export const initSilently = (
  client: KeycloakClient,
  silentCheckSsoRedirectUri: string,
  timeoutMs = SILENT_REAUTH_TIMEOUT_MS,
): Promise<boolean> => withTimeout(client.init(checkSsoOptions(silentCheckSsoRedirectUri)), timeoutMs);

/**
 * A fresh silent authorization on a new client. Needed because the embedded provider issues no refresh tokens.
 * Answers the new client, or undefined when the provider's session is over.
 */
export async function reauthenticateSilently(
  createClient: KeycloakFactory,
  silentCheckSsoRedirectUri: string,
  timeoutMs = SILENT_REAUTH_TIMEOUT_MS,
): Promise<KeycloakClient | undefined> {
  const client = createClient();
  return (await initSilently(client, silentCheckSsoRedirectUri, timeoutMs)) ? client : undefined;
}
