import { lazy } from 'react';
import type { ResourceDeclaration } from '../../src/engine/types';
import { assegnatariSchema, noteProgrammaSchema, pareriRegioneSchema, storicoProgrammaSchema } from './letture';
import { istruttoriIsmeaSchema } from './istruttori';
import { programmiSchema } from './schema';
import { verificheDeggendorfSchema, verificheRnaSchema } from './verificheRegistri';

export const ProgrammiList = lazy(() => import('./lista/ProgrammiList').then((module) => ({ default: module.ProgrammiList })));
export const ProgrammaDettaglio = lazy(() =>
  import('./dettaglio/ProgrammaDettaglio').then((module) => ({ default: module.ProgrammaDettaglio })),
);
export const Cruscotto = lazy(() => import('./cruscotto/Cruscotto').then((module) => ({ default: module.Cruscotto })));

/** The programmes; their pages live at the deep links of spec §2 (`src/routes/programmiRoutes.tsx`). */
export const programmi: ResourceDeclaration = { schema: programmiSchema };

/** The lists shown in the detail's tabs: known to the data provider, with no page of their own. */
export const lettureProgramma: ResourceDeclaration[] = [
  storicoProgrammaSchema,
  assegnatariSchema,
  pareriRegioneSchema,
  noteProgrammaSchema,
  istruttoriIsmeaSchema,
  verificheDeggendorfSchema,
  verificheRnaSchema,
].map((schema) => ({ schema }));
