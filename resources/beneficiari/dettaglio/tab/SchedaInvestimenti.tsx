import { investimentiSchema } from '../../../../contract/beneficiari/elenchi';
import { Investimenti } from '../../../../contract/beneficiari/record-importi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../scheda';

export const SchedaInvestimenti = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={investimentiSchema} riga={Investimenti.items} beneficiario={beneficiario} conTotale />
);
