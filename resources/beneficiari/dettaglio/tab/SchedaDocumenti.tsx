import { GrigliaAllegati } from '../../../allegati/GrigliaAllegati';
import type { SchedaBeneficiarioProps } from '../schede';

/** The beneficiary's attachments by category and type, with the archive of the replaced ones. */
export const SchedaDocumenti = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <GrigliaAllegati ambito="beneficiario" id={beneficiario.idBeneficiario} record={beneficiario} />
);
