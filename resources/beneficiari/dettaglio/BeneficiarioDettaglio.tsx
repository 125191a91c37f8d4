import Stack from '@mui/material/Stack';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { PageTitle } from '../../../src/layout/PageTitle';
import { dettaglioProgrammaPath, listaProgrammiPath } from '../../programmi/percorsi';
import type { BeneficiarioConId } from './scheda';
import { AzioniBeneficiario } from './azioni/AzioniBeneficiario';
import { SchedeBeneficiario } from './SchedeBeneficiario';
import { StatoBeneficiario } from './StatoBeneficiario';

interface Props {
  readonly idBando: string;
  readonly idProgramma: string;
  readonly idBeneficiario: string;
}

/** A beneficiary of a programme: its state, the actions the person may take now, and its tabs. */
export const BeneficiarioDettaglio = ({ idBando, idProgramma, idBeneficiario }: Props) => {
  const translate = useTranslate();
  const {
    data: beneficiario,
    isPending,
    error,
  } = useGetOne<BeneficiarioConId>('beneficiari', { id: Number(idBeneficiario) });
  const trail = [
    { label: translate('portale.bandi.list_title'), to: '/' },
    { label: translate('portale.programmi.of_call'), to: listaProgrammiPath(idBando) },
    {
      label: translate('portale.beneficiari.programme', { id: idProgramma }),
      to: dettaglioProgrammaPath(idBando, idProgramma),
    },
  ];
  const titolo = !beneficiario
    ? translate('portale.beneficiari.title')
    : beneficiario.nominativo !== beneficiario.codiceFiscale
      ? translate('portale.beneficiari.title_of_named', {
          code: beneficiario.codiceFiscale,
          name: beneficiario.nominativo,
        })
      : translate('portale.beneficiari.title_of', { code: beneficiario.codiceFiscale });
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
