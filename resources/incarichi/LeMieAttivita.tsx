import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ListBase, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Incarico } from '../../contract/programmi/record';
import { columnsOf } from '../../src/engine/columns';
import { DataTable } from '../../src/list/DataTable';
import { dettaglioProgrammaPath } from '../programmi/percorsi';
import { incarichiSchema } from '../../contract/incarichi/schema';
import type { Role } from '../../contract/roles';
import { AttivitaDomande } from './AttivitaDomande';
import { haCodaDomande, haCodaProgrammi } from './code';

const ApriProgramma = () => {
  const translate = useTranslate();
  const incarico = useRecordContext<Incarico & { id: number }>();
  if (!incarico) return null;
  return (
    <Button
      component={Link}
      to={dettaglioProgrammaPath(incarico.idBando, incarico.idProgrammaInvestimento)}
      size="small"
      variant="outlined"
      aria-label={translate('portale.incarichi.open_of', {
        name: incarico.denominazione,
        task: incarico.descrizioneIncarico,
      })}
    >
      {translate('portale.incarichi.open')}
    </Button>
  );
};

/** Made once: the rows are drawn again only when their own record changes (src/list/DataCards.tsx). */
const AZIONI_DELLA_RIGA = <ApriProgramma />;

/**
 * The person's work queue, above the call list: the programmes (`/api/programma/getListaIncarichi`) and the
 * food-district applications (`/apigen/domanda/getListaIncarichi`) waiting for them, each half as their roles have it.
 */
export const LeMieAttivita = () => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const title = translate('portale.incarichi.title');
  const entrambe = haCodaProgrammi(roles) && haCodaDomande(roles);
  return (
    <Box component="section" aria-labelledby="le-mie-attivita" sx={{ mb: 4 }}>
      <Typography id="le-mie-attivita" variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {/* No access check of its own: each queue is the person's, and every role's is its own. */}
      {haCodaProgrammi(roles) && (
        <ListBase
          resource="incarichi"
          perPage={incarichiSchema.list?.perPage}
          sort={incarichiSchema.list?.sort}
          disableSyncWithLocation
          disableAuthentication
          storeKey={false}
        >
          <DataTable
            label={entrambe ? translate('portale.incarichi.programmi') : title}
            columns={columnsOf(incarichiSchema)}
            defaultSort={incarichiSchema.list?.sort}
            rowActions={AZIONI_DELLA_RIGA}
          />
        </ListBase>
      )}
      {haCodaDomande(roles) && <AttivitaDomande label={entrambe ? translate('portale.incarichi.domande') : title} />}
    </Box>
  );
};
