import type { ResourceDeclaration } from '../../src/engine/types';

/** The attachment grids' resources (proponent, beneficiary, programme files). */
export const allegatiResources: ResourceDeclaration[] = [];
