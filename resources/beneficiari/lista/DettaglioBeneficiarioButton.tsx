import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dettaglioBeneficiarioPath } from '../percorsi';
import type { BeneficiarioRecord } from '../../../contract/beneficiari/schema';

export const DettaglioBeneficiarioButton = ({ idBando }: { idBando: number }) => {
  const translate = useTranslate();
  const beneficiario = useRecordContext<BeneficiarioRecord & { id: number }>();
  if (!beneficiario) return null;
  return (
    <Button
      component={Link}
      to={dettaglioBeneficiarioPath(idBando, beneficiario.idProgrammaInvestimento, beneficiario.idBeneficiario)}
      size="small"
      variant="outlined"
      aria-label={translate('portale.beneficiari.detail_of', { code: beneficiario.codiceFiscale })}
    >
      {translate('portale.views.show')}
    </Button>
  );
};
