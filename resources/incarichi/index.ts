import { lazy } from 'react';
import type { Role } from '../../contract/roles';
import { haCodaDomande, haCodaProgrammi } from './code';
import { graduatorieDaFinalizzareSchema } from '../../contract/valutazione/schema';

export const LeMieAttivita = lazy(() =>
  import('./LeMieAttivita').then((module) => ({ default: module.LeMieAttivita })),
);

/**
 * Every role with a work queue, of programmes or of food-district applications, finds it first on the home page,
 * above the call list: proponents too, whose drafts, integration requests and notices of rejection wait for them.
 */
export const haCodaDiLavoro = (roles: readonly Role[]): boolean => haCodaProgrammi(roles) || haCodaDomande(roles);

export const GraduatorieDaFinalizzare = lazy(() =>
  import('./GraduatorieDaFinalizzare').then((module) => ({ default: module.GraduatorieDaFinalizzare })),
);

/** Who finalises rankings finds the calls ready for it on the home page too. */
export const finalizzaGraduatorie = (roles: readonly Role[]): boolean =>
  roles.some((role) => graduatorieDaFinalizzareSchema.access.list?.includes(role));
