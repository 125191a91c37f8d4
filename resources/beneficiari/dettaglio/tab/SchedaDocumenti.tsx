import type { SchedaBeneficiarioProps } from '../schede';
import { InPreparazione } from './InPreparazione';

/** The beneficiary's attachments (casellario, antimafia, requests): their grid comes from `resources/allegati`. */
export const SchedaDocumenti = (_props: SchedaBeneficiarioProps) => <InPreparazione cosa="i documenti" />;
