import type { JWTPayload } from 'jose';
import { isRole, type Role } from '../../../resources/roles';

/** Who is calling, as read from a verified access token (DESIGN §3). */
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
}

export interface PrincipalOptions {
  readonly clientId: string;
  /** `false` makes every authenticated user MBAC_MINISTERO (spec §6). */
  readonly securityRole: boolean;
}

export function principalFromClaims(claims: JWTPayload, { clientId, securityRole }: PrincipalOptions): Principal {
  const username = text(claims.preferred_username) ?? claims.sub ?? '';
  return {
    sub: claims.sub ?? '',
    username,
    name: text(claims.name) ?? username,
    roles: securityRole ? clientRoles(claims, clientId) : ['MBAC_MINISTERO'],
    cuaa: texts(claims.cuaa),
    codRegione: text(claims.cod_regione),
    abi: text(claims.abi),
    codiceFiscale: text(claims.codice_fiscale),
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
