import { investimentiSchema } from '../../elenchi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../schede';

export const SchedaInvestimenti = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={investimentiSchema} beneficiario={beneficiario} conTotale />
);
