import type { ResourceDeclaration } from '../../src/engine/types';
import { statiProgrammaSchema } from './schema';

export const statiProgramma: ResourceDeclaration = { schema: statiProgrammaSchema, inMenu: true };
