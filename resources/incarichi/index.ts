import { lazy } from 'react';
import type { Role } from '../../contract/roles';
import { INCARICHI_PROGRAMMA } from '../../contract/programmi/incarichi';

export const LeMieAttivita = lazy(() =>
  import('./LeMieAttivita').then((module) => ({ default: module.LeMieAttivita })),
);

/**
 * Every role with a work queue finds it first on the home page, above the call list: proponents too, whose drafts,
 * integration requests and notices of rejection wait for them.
 */
export const haCodaDiLavoro = (roles: readonly Role[]): boolean =>
  roles.some((role) => Boolean(INCARICHI_PROGRAMMA[role]?.length));
