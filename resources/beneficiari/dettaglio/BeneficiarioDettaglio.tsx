import Stack from '@mui/material/Stack';
import { RecordContextProvider, useGetOne } from 'react-admin';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { PageTitle } from '../../../src/layout/PageTitle';
import { dettaglioProgrammaPath, listaProgrammiPath } from '../../programmi/percorsi';
import type { BeneficiarioRecord } from '../schema';
import { AzioniBeneficiario } from './azioni/AzioniBeneficiario';
import { SchedeBeneficiario } from './SchedeBeneficiario';
import { StatoBeneficiario } from './StatoBeneficiario';

interface Props {
  readonly idBando: string;
  readonly idProgramma: string;
  readonly idBeneficiario: string;
}

export type BeneficiarioConId = BeneficiarioRecord & { id: number };

/** A beneficiary of a programme: its state, the actions the person may take now, and its tabs. */
export const BeneficiarioDettaglio = ({ idBando, idProgramma, idBeneficiario }: Props) => {
  const { data: beneficiario, isPending, error } = useGetOne<BeneficiarioConId>('beneficiari', { id: Number(idBeneficiario) });
  const trail = [
    { label: 'Lista bandi', to: '/' },
    { label: 'Programmi del bando', to: listaProgrammiPath(idBando) },
    { label: `Programma ${idProgramma}`, to: dettaglioProgrammaPath(idBando, idProgramma) },
  ];
  const titolo = beneficiario
    ? `Beneficiario ${beneficiario.codiceFiscale}${beneficiario.denominazione ? `: ${beneficiario.denominazione}` : ''}`
    : 'Beneficiario';
  return (
    <>
      <PageTitle title={titolo} trail={trail} />
      <LoadingWrapper isPending={isPending} error={error}>
        {beneficiario && (
          <RecordContextProvider value={beneficiario}>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
              <StatoBeneficiario beneficiario={beneficiario} />
              <AzioniBeneficiario idBando={idBando} />
            </Stack>
            <SchedeBeneficiario beneficiario={beneficiario} />
          </RecordContextProvider>
        )}
      </LoadingWrapper>
    </>
  );
};
