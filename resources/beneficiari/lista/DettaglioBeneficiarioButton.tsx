import Button from '@mui/material/Button';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { dettaglioBeneficiarioPath } from '../percorsi';
import type { BeneficiarioRecord } from '../schema';

export const DettaglioBeneficiarioButton = ({ idBando }: { idBando: number }) => {
  const beneficiario = useRecordContext<BeneficiarioRecord & { id: number }>();
  if (!beneficiario) return null;
  return (
    <Button
      component={Link}
      to={dettaglioBeneficiarioPath(idBando, beneficiario.idProgrammaInvestimento, beneficiario.idBeneficiario)}
      size="small"
      variant="outlined"
      aria-label={`Dettaglio ${beneficiario.codiceFiscale}`}
    >
      Dettaglio
    </Button>
  );
};
