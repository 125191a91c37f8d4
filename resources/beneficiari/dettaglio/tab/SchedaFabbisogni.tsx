import { fabbisogniSchema } from '../../../../contract/beneficiari/elenchi';
import { Fabbisogni } from '../../../../contract/beneficiari/record-importi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../scheda';

export const SchedaFabbisogni = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={fabbisogniSchema} riga={Fabbisogni.items} beneficiario={beneficiario} conTotale />
);
