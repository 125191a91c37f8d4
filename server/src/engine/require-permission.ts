import type { FastifyRequest } from 'fastify';
import { isAllowed, type Permission, type ResourceName } from '../../../contract/policy';
import { conflict, forbidden, notFound } from '../http/errors';
import { principalOf } from '../auth/authenticate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The record `requirePermission` loaded and checked, for the handler to use. */
    checkedRecord: Record<string, unknown> | null;
  }
}

export type RecordLoader = (request: FastifyRequest) => Promise<Record<string, unknown> | undefined>;

const NOT_ALLOWED_NOW = "L'operazione non è consentita per questo elemento nel suo stato attuale.";

/**
 * preHandler enforcing the one policy (`contract/policy.ts`). The roles are checked first (403), then the record
 * is loaded (404 when missing) and its state and rules checked (409: the action does not apply to it now).
 * With several permissions (one action per role and its states), any one of them suffices.
 */
export function requirePermission(
  resource: ResourceName,
  permission: Permission | readonly Permission[],
  loadRecord?: RecordLoader,
  notAllowedMessage = NOT_ALLOWED_NOW,
) {
  const permissions: readonly Permission[] = typeof permission === 'string' ? [permission] : permission;
  return async function checkPermission(request: FastifyRequest): Promise<void> {
    const { roles } = principalOf(request);
    const granted = permissions.filter((candidate) => isAllowed({ roles, resource, permission: candidate }));
    if (granted.length === 0) throw forbidden();
    if (!loadRecord) return;
    const record = await loadRecord(request);
    if (!record) throw notFound();
    if (!granted.some((candidate) => isAllowed({ roles, resource, permission: candidate, record })))
      throw conflict(notAllowedMessage);
    request.checkedRecord = record;
  };
}
