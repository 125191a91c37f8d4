import { fabbisogniSchema } from '../../elenchi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../schede';

export const SchedaFabbisogni = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={fabbisogniSchema} beneficiario={beneficiario} conTotale />
);
