import type { SchedaBeneficiarioProps } from '../schede';
import { InPreparazione } from './InPreparazione';

/** The beneficiary's checklists: their forms come from `resources/checklist`. */
export const SchedaChecklist = (_props: SchedaBeneficiarioProps) => <InPreparazione cosa="le checklist" />;
