import type { KeycloakTokenParsed } from 'keycloak-js';
import { isRole, type Role } from '../../contract/roles';

const ROLES_OF_USER_KEY = 'rolesOfUser';

/** Roles from `resource_access.<clientId>.roles`; with SECURITY_ROLE false every user is MBAC_MINISTERO. */
export function rolesOf(token: KeycloakTokenParsed | undefined, clientId: string, securityRole: boolean): Role[] {
  if (!securityRole) return ['MBAC_MINISTERO'];
  return (token?.resource_access?.[clientId]?.roles ?? []).filter(isRole);
}

export function storeRolesOfUser(roles: readonly Role[], storage: Storage = sessionStorage): void {
  storage.setItem(ROLES_OF_USER_KEY, JSON.stringify(roles));
}
