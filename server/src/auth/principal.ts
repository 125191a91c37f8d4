import type { JWTPayload } from 'jose';
import { isRole, type Role } from '../../../contract/roles';

/** Who is calling, as read from a verified access token (docs/architecture.md, «Identity and roles»). */
export interface Principal {
  readonly sub: string;
  readonly username: string;
  readonly name: string;
  readonly roles: readonly Role[];
  /** The companies a proponent acts for. */
  readonly cuaa: readonly string[];
  readonly codRegione?: string;
  readonly abi?: string;
  readonly codiceFiscale?: string;
  /** The OAuth client the token was issued to (`client_id`, else `azp`). */
  readonly clientId?: string;
  /**
   * True for a client's own token (client credentials): no person behind it. The embedded provider makes the client
   * its subject; Keycloak names the client's service account `service-account-<client>`.
   */
  readonly servizio?: boolean;
}

export interface PrincipalOptions {
  readonly clientId: string;
  /** `false` makes every authenticated user MBAC_MINISTERO. */
  readonly securityRole: boolean;
}

export function principalFromClaims(claims: JWTPayload, options: PrincipalOptions): Principal {
  const username = text(claims.preferred_username) ?? claims.sub ?? '';
  const client = text(claims.client_id) ?? text(claims.azp);
  return {
    sub: claims.sub ?? '',
    username,
    name: text(claims.name) ?? username,
    roles: options.securityRole ? clientRoles(claims, options.clientId) : ['MBAC_MINISTERO'],
    cuaa: texts(claims.cuaa),
    codRegione: text(claims.cod_regione),
    abi: text(claims.abi),
    codiceFiscale: text(claims.codice_fiscale),
    clientId: client,
    servizio: client !== undefined && (claims.sub === client || username === `service-account-${client}`),
  };
}

function clientRoles(claims: JWTPayload, clientId: string): Role[] {
  const access = claims.resource_access as Record<string, { roles?: unknown }> | undefined;
  const roles = access?.[clientId]?.roles;
  return Array.isArray(roles) ? [...new Set(roles.filter(isRole))] : [];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** Keycloak sends a single-valued attribute as a string and a multi-valued one as an array. */
const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string' && item !== '');
