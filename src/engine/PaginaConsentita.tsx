import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { isAllowed, isResourceName } from '../../contract/policy';
import type { Role } from '../../contract/roles';
import { NotAuthorizedPage } from '../pages/NotAuthorizedPage';

interface Props {
  readonly resource: string;
  /** What the page does with its resource: `list`, `show`, or a `read:` of the policy. */
  readonly permission: string;
  readonly children: ReactNode;
}

/**
 * A page reached by its address is drawn only for the roles the policy allows, as the server decides: to the others
 * it says at once that access is denied, and asks the server nothing (a typed address sent its requests, then showed
 * the refusal of the 403).
 */
export const PaginaConsentita = ({ resource, permission, children }: Props) => {
  const { permissions: roles, isPending } = usePermissions<Role[]>();
  if (isPending) return null;
  const consentita = isResourceName(resource) && isAllowed({ roles: roles ?? [], resource, permission });
  return consentita ? children : <NotAuthorizedPage />;
};
