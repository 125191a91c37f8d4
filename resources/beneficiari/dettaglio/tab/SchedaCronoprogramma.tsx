import { cronoprogrammaSchema } from '../../../../contract/beneficiari/elenchi';
import { Cronoprogramma } from '../../../../contract/beneficiari/record-importi';
import { ElencoModificabile } from '../moduli/ElencoModificabile';
import type { SchedaBeneficiarioProps } from '../scheda';

export const SchedaCronoprogramma = ({ beneficiario }: SchedaBeneficiarioProps) => (
  <ElencoModificabile schema={cronoprogrammaSchema} riga={Cronoprogramma.items} beneficiario={beneficiario} />
);
