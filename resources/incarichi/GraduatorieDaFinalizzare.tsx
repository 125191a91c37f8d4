import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ListBase, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GraduatoriaDaFinalizzare } from '../../contract/graduatoria/record';
import { graduatorieDaFinalizzareSchema } from '../../contract/valutazione/schema';
import { columnsOf } from '../../src/engine/columns';
import { DataTable } from '../../src/list/DataTable';
import { graduatoriaPath } from '../domande/percorsi';

const ApriGraduatoria = () => {
  const translate = useTranslate();
  const voce = useRecordContext<GraduatoriaDaFinalizzare & { id: number }>();
  if (!voce) return null;
  return (
    <Button
      component={Link}
      to={graduatoriaPath(voce.idBando)}
      size="small"
      variant="outlined"
      aria-label={translate('portale.graduatorieDaFinalizzare.open_of', { name: voce.descrizioneBando })}
    >
      {translate('portale.graduatorieDaFinalizzare.open')}
    </Button>
  );
};

/**
 * The ministry's part of the work queue that is no application's: the calls whose ranking can be finalised
 * (`getListaGraduatorieDaFinalizzare`), each leading to its ranking, where 'Finalizza graduatoria' is.
 */
export const GraduatorieDaFinalizzare = () => {
  const title = useTranslate()('portale.graduatorieDaFinalizzare.title');
  return (
    <Box component="section" aria-labelledby="graduatorie-da-finalizzare" sx={{ mb: 4 }}>
      <Typography id="graduatorie-da-finalizzare" variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <ListBase
        resource={graduatorieDaFinalizzareSchema.name}
        perPage={graduatorieDaFinalizzareSchema.list?.perPage}
        sort={graduatorieDaFinalizzareSchema.list?.sort}
        disableSyncWithLocation
        disableAuthentication
        storeKey={false}
      >
        <DataTable
          label={title}
          columns={columnsOf(graduatorieDaFinalizzareSchema)}
          defaultSort={graduatorieDaFinalizzareSchema.list?.sort}
          rowActions={<ApriGraduatoria />}
        />
      </ListBase>
    </Box>
  );
};
