import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ListBase, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Incarico } from '../../contract/programmi/record';
import { columnsOf } from '../../src/engine/columns';
import { DataTable } from '../../src/list/DataTable';
import { dettaglioProgrammaPath } from '../programmi/percorsi';
import { incarichiSchema } from '../../contract/incarichi/schema';

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

/** The staff's work queue (`getListaIncarichi`), oldest first, above the call list. */
export const LeMieAttivita = () => {
  const title = useTranslate()('portale.incarichi.title');
  return (
    <Box component="section" aria-labelledby="le-mie-attivita" sx={{ mb: 4 }}>
      <Typography id="le-mie-attivita" variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {/* No access check of its own: the queue is the programmes' (`list`), and every role's is its own. */}
      <ListBase
        resource="incarichi"
        perPage={incarichiSchema.list?.perPage}
        sort={incarichiSchema.list?.sort}
        disableSyncWithLocation
        disableAuthentication
        storeKey={false}
      >
        <DataTable
          label={title}
          columns={columnsOf(incarichiSchema)}
          defaultSort={incarichiSchema.list?.sort}
          rowActions={AZIONI_DELLA_RIGA}
        />
      </ListBase>
    </Box>
  );
};
