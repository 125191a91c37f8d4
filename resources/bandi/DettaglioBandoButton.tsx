import Button from '@mui/material/Button';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { Reserved } from '../../src/layout/Reserved';
import { programmiPath } from './programmiPath';
import type { BandoRecord } from '../../contract/bandi/schema';

/** 'Dettaglio' of a call: its programmes or its applications, offered only to those who may read that list. */
export const DettaglioBandoButton = () => {
  const translate = useTranslate();
  const bando = useRecordContext<BandoRecord & { id: number }>();
  const { canAccess, isPending } = useCanAccess({
    resource: bando?.tipologia === 'DC' ? 'domande' : 'programmi',
    action: 'list',
  });
  if (!bando || (!isPending && !canAccess)) return null;
  const button = (
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
  return isPending ? <Reserved>{button}</Reserved> : button;
};
