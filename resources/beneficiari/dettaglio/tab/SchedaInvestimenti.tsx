import { investimentiSchema } from '../../../../contract/beneficiari/elenchi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../scheda';

export const SchedaInvestimenti = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={investimentiSchema} beneficiario={beneficiario} conTotale />
);
