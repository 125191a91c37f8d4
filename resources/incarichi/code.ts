import { INCARICHI_DOMANDA } from '../../contract/domande/incarichi';
import { INCARICHI_PROGRAMMA } from '../../contract/programmi/incarichi';
import type { Role } from '../../contract/roles';

/** Whether any of the roles has work waiting on the programme side. */
export const haCodaProgrammi = (roles: readonly Role[]): boolean =>
  roles.some((role) => Boolean(INCARICHI_PROGRAMMA[role]?.length));

/** Whether any of the roles has work waiting on the food-district applications. */
export const haCodaDomande = (roles: readonly Role[]): boolean =>
  roles.some((role) => Boolean(INCARICHI_DOMANDA[role]?.length));
