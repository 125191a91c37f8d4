import { readFile } from 'node:fs/promises';
import type { Config } from '../config';
import { metadatiDelFornitore } from '../oidc/percorsi';

export type FrontendConfig = Record<string, unknown>;

/**
 * `config/config.json` for the browser (docs/architecture.md): generated from the settings, then the project's
 * own file laid over it, key by key, so that file can point the app at the ministry's services.
 */
export function frontendConfig(config: Config, projectFile: FrontendConfig = {}): FrontendConfig {
  return {
    SECURITY_ROLE: config.securityRole,
    KEYCLOAK_CONFIG: keycloakConfig(config),
    DISTRETTI_CIBO_URL: config.distrettiCiboUrl,
    PROGRAMMI_URL: config.programmiUrl,
    // The browser refuses a larger file before sending it (the server would answer 413 after reading it all).
    UPLOAD_MAX_BYTES: config.uploadMaxBytes,
    ...projectFile,
  };
}

/**
 * keycloak-js takes `{ url, realm }` for a Keycloak realm and `{ oidcProvider }` for any other provider: its address,
 * whose discovery document it then reads, or, for the embedded provider, the endpoints themselves.
 */
function keycloakConfig({ oidc }: Config) {
  const realm = oidc.external ? /^(.+)\/realms\/([^/]+)$/.exec(oidc.issuer) : null;
  if (realm) return { url: realm[1], realm: decodeURIComponent(realm[2]), clientId: oidc.clientId };
  return { oidcProvider: oidc.external ? oidc.issuer : metadatiDelFornitore(oidc.issuer), clientId: oidc.clientId };
}

/** The project's file, or nothing when there is none; a file that is not a JSON object stops the start-up. */
export async function readProjectFrontendConfig(path: string): Promise<FrontendConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Il file ${path} non contiene un JSON valido`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`Il file ${path} deve contenere un oggetto JSON`);
  }
  return parsed as FrontendConfig;
}
