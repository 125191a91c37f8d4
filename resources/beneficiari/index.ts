import type { ResourceDeclaration } from '../../src/engine/types';
import { documentiCasellarioSchema } from '../../contract/beneficiari/documentiCasellario';
import { elenchiBeneficiario } from '../../contract/beneficiari/elenchi';
import { beneficiariSchema } from '../../contract/beneficiari/schema';
import { beneficiariRoutes } from './routes';

/**
 * The beneficiaries of a programme: their pages open from the programme's 'Beneficiari' tab (`./routes.tsx`);
 * their lists and ESL are known to the data provider, with no page of their own.
 */
export const beneficiariResources: ResourceDeclaration[] = [
  { schema: beneficiariSchema, routes: beneficiariRoutes },
  ...[...elenchiBeneficiario, documentiCasellarioSchema].map((schema) => ({ schema })),
];
