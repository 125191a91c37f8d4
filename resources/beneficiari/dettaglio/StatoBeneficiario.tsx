import Chip from '@mui/material/Chip';
import type { BeneficiarioRecord } from '../../../contract/beneficiari/schema';
import { useTranslate } from 'react-admin';

/** Where the beneficiary stands: replaced by a takeover, excluded by the review, and the programme's state. */
export const StatoBeneficiario = ({ beneficiario }: { beneficiario: BeneficiarioRecord }) => {
  const translate = useTranslate();
  return (
    <>
      <Chip
        label={translate('portale.beneficiari.state.programme', { state: beneficiario.descrizioneStato })}
        variant="outlined"
      />
      {beneficiario.statoBeneficiario === 'SOSTITUITO' ? (
        <Chip label={translate('portale.beneficiari.state.replaced')} color="warning" />
      ) : (
        <Chip
          label={translate(
            beneficiario.abilitato ? 'portale.beneficiari.state.enabled' : 'portale.beneficiari.state.disabled',
          )}
          color={beneficiario.abilitato ? 'success' : 'error'}
        />
      )}
      {beneficiario.subentroInCorso && <Chip label={translate('portale.beneficiari.state.takeover')} color="info" />}
    </>
  );
};
