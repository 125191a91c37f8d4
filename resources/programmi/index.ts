import type { ResourceDeclaration } from '../../src/engine/types';
import {
  assegnatariSchema,
  noteProgrammaSchema,
  pareriRegioneSchema,
  storicoProgrammaSchema,
} from '../../contract/programmi/letture';
import { istruttoriIsmeaSchema } from '../../contract/programmi/istruttori';
import { programmiSchema } from '../../contract/programmi/schema';
import { verificheDeggendorfSchema, verificheRnaSchema } from '../../contract/programmi/verificheRegistri';
import { programmiRoutes } from './routes';
import { ProgrammiList } from './viste';

/**
 * The programmes: one list, all those the person sees at `/programmi` and a call's own at the legacy deep links,
 * where the detail and the call's dashboard live too (`./routes.tsx`).
 */
export const programmi: ResourceDeclaration = {
  schema: programmiSchema,
  views: { list: ProgrammiList },
  routes: programmiRoutes,
};

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
