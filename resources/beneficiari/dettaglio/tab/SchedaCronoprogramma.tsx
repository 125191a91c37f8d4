import { cronoprogrammaSchema } from '../../elenchi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../schede';

export const SchedaCronoprogramma = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={cronoprogrammaSchema} beneficiario={beneficiario} />
);
