import type { Role } from './roles';
import type { Operation, ResourcePolicy } from './types';
import { bandiSchema } from './bandi/schema';
import { statiProgrammaSchema } from './statiProgramma/schema';

/**
 * The one policy of the portal: who may do what, on which records, in which state.
 * The server enforces it on every route; the browser reads it for `canAccess` to hide what would be refused.
 */
export const POLICIES: Readonly<Record<string, ResourcePolicy>> = {
  bandi: bandiSchema,
  statiProgramma: statiProgrammaSchema,
};

export type Permission = Operation | `action:${string}`;

export interface PermissionRequest {
  readonly roles: readonly Role[];
  readonly resource: string;
  readonly permission: Permission | string;
  readonly record?: Record<string, unknown>;
}

/** Answers whether the roles allow the permission; record rules and states apply only when a record is given. */
export function isAllowed({ roles, resource, permission, record }: PermissionRequest): boolean {
  const policy = POLICIES[resource];
  if (!policy) return false;
  if (!permission.startsWith('action:')) {
    const allowed = policy.access[permission as Operation] ?? [];
    return roles.some((role) => allowed.includes(role));
  }
  const action = policy.actions?.[permission.slice('action:'.length)];
  if (!action || !roles.some((role) => action.roles.includes(role))) return false;
  if (!record) return true;
  if (action.states && !action.states.includes(String(record.idStato))) return false;
  return action.appliesTo ? action.appliesTo(record) : true;
}
