import { cronoprogrammaSchema } from '../../../../contract/beneficiari/elenchi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../scheda';

export const SchedaCronoprogramma = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={cronoprogrammaSchema} beneficiario={beneficiario} />
);
