import type { ResourceDeclaration } from '../../src/engine/types';
import { beneficiariSchema } from './schema';

/** The beneficiaries of a programme: their pages open from the programme's 'Beneficiari' tab. */
export const beneficiariResources: ResourceDeclaration[] = [{ schema: beneficiariSchema }];
