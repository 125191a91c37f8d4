import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DomandaRecord } from '../../../contract/domande/schema';
import { dettaglioDomandaPath } from '../percorsi';

/** The row's one action: the application's page, named by the application for a screen reader. */
export const DettaglioDomandaButton = () => {
  const translate = useTranslate();
  const domanda = useRecordContext<DomandaRecord & { id: number }>();
  if (!domanda) return null;
  return (
    <Button
      component={Link}
      to={dettaglioDomandaPath(domanda.idBando, domanda.idDomanda)}
      size="small"
      variant="outlined"
      aria-label={translate('domande.lista.dettaglioDi', { domanda: domanda.idDomanda })}
    >
      {translate('domande.lista.dettaglio')}
    </Button>
  );
};
