import { checkSsoOptions, type KeycloakClient, type KeycloakFactory } from './keycloakClient';

/** Spec §9: the identity provider's response timeout. keycloak-js waits forever for the silent iframe. */
const SILENT_REAUTH_TIMEOUT_MS = 10_000;

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Silent re-authentication timed out')), ms);
  });
  try {
    return await Promise.race([promise, expiry]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A fresh `prompt=none` authorization in a hidden iframe, through keycloak-js's check-sso machinery.
 * Needed because the embedded provider issues no refresh tokens. Answers the new client, or undefined
 * when the provider's session is over.
 */
export async function reauthenticateSilently(
  createClient: KeycloakFactory,
  silentCheckSsoRedirectUri: string,
  timeoutMs = SILENT_REAUTH_TIMEOUT_MS,
): Promise<KeycloakClient | undefined> {
  const client = createClient();
  const authenticated = await withTimeout(client.init(checkSsoOptions(silentCheckSsoRedirectUri)), timeoutMs);
  return authenticated ? client : undefined;
}
