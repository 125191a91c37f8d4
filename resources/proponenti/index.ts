import type { ResourceDeclaration } from '../../src/engine/types';
import { proponentiSchema } from '../../contract/proponenti/schema';

/** The proponent of a programme, edited in the wizard of the programme's 'Proponente' tab. */
export const proponentiResources: ResourceDeclaration[] = [{ schema: proponentiSchema }];
