import type { ResourceDeclaration } from '../../src/engine/types';
import { statiProgrammaSchema } from '../../contract/statiProgramma/schema';

export const statiProgramma: ResourceDeclaration = { schema: statiProgrammaSchema, inMenu: { per: 'programmi' } };
