import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { programmiPath } from './programmiPath';
import type { BandoRecord } from '../../contract/bandi/schema';

export const DettaglioBandoButton = () => {
  const translate = useTranslate();
  const bando = useRecordContext<BandoRecord & { id: number }>();
  if (!bando) return null;
  return (
    <Button
      component={Link}
      to={programmiPath(bando)}
      size="small"
      variant="outlined"
      aria-label={translate('portale.bandi.detail_of', { name: bando.descrizione })}
    >
      {translate('portale.views.show')}
    </Button>
  );
};
