import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dettaglioProgrammaPath } from '../percorsi';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';

export const DettaglioProgrammaButton = () => {
  const translate = useTranslate();
  const programma = useRecordContext<ProgrammaRecord & { id: number }>();
  if (!programma) return null;
  return (
    <Button
      component={Link}
      to={dettaglioProgrammaPath(programma.idBando, programma.idProgrammaInvestimento)}
      size="small"
      variant="outlined"
      aria-label={translate('portale.programmi.detail_of', { id: programma.idProgrammaInvestimento })}
    >
      {translate('portale.views.show')}
    </Button>
  );
};
