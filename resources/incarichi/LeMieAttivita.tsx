import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ListBase, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { attivitaSchema, type Attivita } from '../../contract/incarichi/schema';
import type { Role } from '../../contract/roles';
import { columnsOf } from '../../src/engine/columns';
import { DataTable } from '../../src/list/DataTable';
import { dettaglioDomandaPath } from '../domande/percorsi';
import { dettaglioProgrammaPath } from '../programmi/percorsi';
import { haCodaDomande, haCodaProgrammi } from './code';
import { schedaDellIncarico } from './scheda';

/** Where an item's work is done: the programme's page, or the application's at the tab of its work. */
const percorsoDi = (attivita: Attivita): string =>
  attivita.risorsa === 'incarichi'
    ? dettaglioProgrammaPath(attivita.idBando, attivita.idProgrammaInvestimento)
    : dettaglioDomandaPath(attivita.idBando, attivita.idDomanda, schedaDellIncarico(attivita));

const ApriAttivita = () => {
  const translate = useTranslate();
  const attivita = useRecordContext<Attivita>();
  if (!attivita) return null;
  return (
    <Button
      component={Link}
      to={percorsoDi(attivita)}
      size="small"
      variant="outlined"
      aria-label={translate('portale.incarichi.open_of', {
        name: attivita.denominazione,
        task: attivita.descrizioneIncarico,
      })}
    >
      {translate('portale.incarichi.open')}
    </Button>
  );
};

/** Made once: the rows are drawn again only when their own record changes (src/list/DataCards.tsx). */
const AZIONI_DELLA_RIGA = <ApriAttivita />;

/**
 * The person's work queue, above the call list: one list, oldest first, of the programmes
 * (`/api/programma/getListaIncarichi`) and the food-district applications (`/apigen/domanda/getListaIncarichi`)
 * waiting for them, each half asked only of the roles that have it.
 */
export const LeMieAttivita = () => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const title = translate('portale.incarichi.title');
  const parti = [
    ...(haCodaProgrammi(roles) ? ['incarichi'] : []),
    ...(haCodaDomande(roles) ? ['incarichiDomanda'] : []),
  ];
  return (
    <Box component="section" aria-labelledby="le-mie-attivita" sx={{ mb: 4 }}>
      <Typography id="le-mie-attivita" variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {/* No access check of its own: each queue is the person's, and every role's is its own. */}
      <ListBase
        resource={attivitaSchema.name}
        perPage={attivitaSchema.list?.perPage}
        sort={attivitaSchema.list?.sort}
        queryOptions={{ meta: { parti } }}
        disableSyncWithLocation
        disableAuthentication
        storeKey={false}
      >
        <DataTable
          label={title}
          columns={columnsOf(attivitaSchema)}
          defaultSort={attivitaSchema.list?.sort}
          rowActions={AZIONI_DELLA_RIGA}
        />
      </ListBase>
    </Box>
  );
};
