import Button from '@mui/material/Button';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { dettaglioProgrammaPath } from '../percorsi';
import type { ProgrammaRecord } from '../schema';

export const DettaglioProgrammaButton = () => {
  const programma = useRecordContext<ProgrammaRecord & { id: number }>();
  if (!programma) return null;
  return (
    <Button
      component={Link}
      to={dettaglioProgrammaPath(programma.idBando, programma.idProgrammaInvestimento)}
      size="small"
      variant="outlined"
      aria-label={`Dettaglio ${programma.idProgrammaInvestimento}`}
    >
      Dettaglio
    </Button>
  );
};
