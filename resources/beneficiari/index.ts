import { lazy } from 'react';
import type { ResourceDeclaration } from '../../src/engine/types';
import { documentiCasellarioSchema } from './documentiCasellario';
import { elenchiBeneficiario } from './elenchi';
import { beneficiariSchema } from './schema';

export const BeneficiarioDettaglio = lazy(() =>
  import('./dettaglio/BeneficiarioDettaglio').then((module) => ({ default: module.BeneficiarioDettaglio })),
);

/**
 * The beneficiaries of a programme: their pages open from the programme's 'Beneficiari' tab
 * (`src/routes/beneficiariRoutes.tsx`); their lists and ESL are known to the data provider, with no page of their own.
 */
export const beneficiariResources: ResourceDeclaration[] = [beneficiariSchema, ...elenchiBeneficiario, documentiCasellarioSchema].map((schema) => ({ schema }));
