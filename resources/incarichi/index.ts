import { lazy } from 'react';
import type { Role } from '../../contract/roles';
import { INCARICHI_PROGRAMMA } from '../../contract/programmi/incarichi';

export const LeMieAttivita = lazy(() =>
  import('./LeMieAttivita').then((module) => ({ default: module.LeMieAttivita })),
);

/** The proponent's page is the call list; the other roles with a work queue find it first on the home page. */
export const haCodaDiLavoro = (roles: readonly Role[]): boolean =>
  roles.some((role) => role !== 'MBAC_PROPONENTE' && Boolean(INCARICHI_PROGRAMMA[role]?.length));
