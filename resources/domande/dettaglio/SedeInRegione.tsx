import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { DomandaRecord } from '../../../contract/domande/schema';

type Sede = NonNullable<DomandaRecord['sedeInRegione']>;

/** To a region reading an application led from another region: the site in its territory that makes it its own. */
export const SedeInRegione = ({ sede }: { readonly sede: Sede }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('domande.dettaglio.sedeInRegione', {
        regione: sede.descrizioneRegione,
        beneficiario: sede.denominazioneBeneficiario,
        comune: sede.comune,
        provincia: sede.siglaProvincia,
      })}
    </Typography>
  );
};
