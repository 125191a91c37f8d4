import type { OpenIdProviderMetadata } from 'keycloak-js';
import { DIMENSIONE_MASSIMA_PREDEFINITA } from '../../contract/allegati/dimensione';

/**
 * `KEYCLOAK_CONFIG`: a Keycloak realm, or any OpenID Connect provider, by its address (keycloak-js reads its discovery
 * document) or by its endpoints (docs/architecture.md).
 */
export type KeycloakSetting =
  | { readonly url: string; readonly realm: string; readonly clientId: string }
  | { readonly oidcProvider: string | OpenIdProviderMetadata; readonly clientId: string };

export interface AppConfig {
  readonly SECURITY_ROLE: boolean;
  readonly KEYCLOAK_CONFIG: KeycloakSetting;
  /** Base address of the generic service (/apigen); empty means the app's origin. */
  readonly DISTRETTI_CIBO_URL: string;
  /** Base address of the programme service (/api); empty means the app's origin. */
  readonly PROGRAMMI_URL: string;
  /** Home of the external portal, linked from the footer. */
  readonly PORTAL_HOME_URL: string;
  /** The largest file the services take: a larger one is refused in the browser, before a byte is sent. */
  readonly UPLOAD_MAX_BYTES: number;
}

export const defaultConfig = (origin: string): AppConfig => ({
  SECURITY_ROLE: true,
  KEYCLOAK_CONFIG: { oidcProvider: `${origin}/oidc`, clientId: 'contratti-filiera-fe' },
  DISTRETTI_CIBO_URL: '',
  PROGRAMMI_URL: '',
  PORTAL_HOME_URL: 'https://www.politicheagricole.it',
  UPLOAD_MAX_BYTES: DIMENSIONE_MASSIMA_PREDEFINITA,
});

const withDefaults = (loaded: Partial<Record<keyof AppConfig, unknown>>, defaults: AppConfig): AppConfig => ({
  ...defaults,
  ...(loaded as Partial<AppConfig>),
  // Environment-generated files may carry the flag as a string.
  SECURITY_ROLE: loaded.SECURITY_ROLE !== false && loaded.SECURITY_ROLE !== 'false',
});

/**
 * Fetches `config/config.json` under the base path; a failure is only logged and the defaults apply. The page asks for
 * it while it is read (index.html's preload), and Chromium hands that answer to this request only when it keeps the
 * default cache mode (test/browser/accesso-senza-attese.test.ts): the server's `no-cache` keeps it fresh.
 */
export async function loadConfig(baseUrl: string, origin: string, fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  const defaults = defaultConfig(origin);
  try {
    const response = await fetchFn(`${baseUrl}config/config.json`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return withDefaults(await response.json(), defaults);
  } catch (error) {
    console.error('Failed to load config/config.json, using the defaults', error);
    return defaults;
  }
}
