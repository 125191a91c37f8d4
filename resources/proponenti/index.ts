import type { ResourceDeclaration } from '../../src/engine/types';
import { proponentiSchema } from './schema';

/** The proponent of a programme, edited in the wizard of the programme's 'Proponente' tab. */
export const proponentiResources: ResourceDeclaration[] = [{ schema: proponentiSchema }];
