import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import { SCHEDE } from './schede';

/**
 * The detail's tabs (MUI Tabs: arrow keys move between tabs, Home/End to the ends), only those the person may read;
 * a hidden tab is one the server would refuse. Only the open tab is mounted, so each loads its data when opened.
 */
export const SchedeProgramma = ({ programma }: { programma: ProgrammaRecord }) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const [aperta, setAperta] = useState(0);
  const prefix = useId();
  const schede = SCHEDE.filter(
    ({ lettura }) => !lettura || isAllowed({ roles, resource: 'programmi', permission: `read:${lettura}` }),
  );
  const { Contenuto } = schede[aperta] ?? schede[0];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={aperta}
          onChange={(_event, indice: number) => setAperta(indice)}
          variant="scrollable"
          aria-label={translate('portale.programmi.sections')}
        >
          {schede.map(({ titolo }, indice) => (
            <Tab
              key={titolo}
              label={translate(titolo)}
              id={`${prefix}-tab-${indice}`}
              aria-controls={`${prefix}-panel-${indice}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${prefix}-panel-${aperta}`} aria-labelledby={`${prefix}-tab-${aperta}`} sx={{ py: 3 }}>
        <Contenuto programma={programma} />
      </Box>
    </>
  );
};
