import TextField from '@mui/material/TextField';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../contract/lista';
import type { BeneficiarioRecord } from '../../contract/beneficiari/schema';

interface Props {
  readonly idProgrammaInvestimento: number;
  /** The chosen beneficiary's id, '' for the whole programme. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
}

/**
 * Whom an integration document concerns: the whole programme, or one of its beneficiaries in it now (a beneficiary
 * replaced by a takeover gets no new documents). Each by its name and tax code, as the person reads the programme.
 */
export const SceltaBeneficiario = ({ idProgrammaInvestimento, value, onChange, disabled }: Props) => {
  const translate = useTranslate();
  const { data: beneficiari = [] } = useGetList<BeneficiarioRecord & RaRecord>('beneficiari', {
    filter: { idProgrammaInvestimento },
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'denominazione', order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      label={translate('portale.allegati.integration.concerns')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      SelectProps={{ native: true }}
      disabled={disabled}
      sx={{ minWidth: { sm: 360 } }}
    >
      <option value="">{translate('portale.allegati.whole_programme')}</option>
      {beneficiari
        .filter((beneficiario) => beneficiario.statoBeneficiario === 'ATTIVO')
        .map((beneficiario) => (
          <option key={beneficiario.idBeneficiario} value={beneficiario.idBeneficiario}>
            {beneficiario.nominativo === beneficiario.codiceFiscale
              ? beneficiario.codiceFiscale
              : `${beneficiario.nominativo} (${beneficiario.codiceFiscale})`}
          </option>
        ))}
    </TextField>
  );
};
