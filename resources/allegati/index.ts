import type { ResourceDeclaration } from '../../src/engine/types';
import { allegatiSchema } from '../../contract/allegati/chiamate';

/** The attachment grids' resources (proponent, beneficiary, programme files): calls only, shown inside other pages. */
export const allegatiResources: ResourceDeclaration[] = [{ schema: allegatiSchema }];
