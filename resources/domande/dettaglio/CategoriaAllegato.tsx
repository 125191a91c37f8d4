import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AllegatoDomanda } from '../../../contract/allegatiDomanda/record';
import { giorno } from '../../../src/engine/format';

/** An attachment's category and, under it, when the document expires (and that it has, once it has). */
export const CategoriaAllegato = ({ allegato }: { allegato: AllegatoDomanda }) => {
  const translate = useTranslate();
  return (
    <>
      {allegato.descrizioneCategoria}
      {allegato.dataScadenza && (
        <Typography variant="body2" color={allegato.scaduto ? 'error' : 'text.secondary'}>
          {translate('domande.allegati.scade', { data: giorno(allegato.dataScadenza) })}
          {allegato.scaduto && ` (${translate('domande.allegati.scaduto')})`}
        </Typography>
      )}
    </>
  );
};
