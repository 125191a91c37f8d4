import { fabbisogniSchema } from '../../../../contract/beneficiari/elenchi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../scheda';

export const SchedaFabbisogni = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={fabbisogniSchema} beneficiario={beneficiario} conTotale />
);
