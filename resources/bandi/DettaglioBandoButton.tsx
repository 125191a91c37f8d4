import Button from '@mui/material/Button';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { programmiPath } from './programmiPath';
import type { BandoRecord } from './schema';

export const DettaglioBandoButton = () => {
  const bando = useRecordContext<BandoRecord & { id: number }>();
  if (!bando) return null;
  return (
    <Button component={Link} to={programmiPath(bando)} size="small" variant="outlined" aria-label={`Dettaglio ${bando.descrizione}`}>
      Dettaglio
    </Button>
  );
};
