import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isAllowed } from '../../../contract/policy';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import type { Role } from '../../../contract/roles';
import { SchedeDelDettaglio } from '../../../src/layout/SchedeDelDettaglio';
import { SCHEDE } from './schede';

/**
 * The detail's tabs, only those the person may read: a hidden tab is one the server would refuse.
 */
export const SchedeProgramma = ({ programma }: { programma: ProgrammaRecord }) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const schede = SCHEDE.filter(
    ({ lettura }) => !lettura || isAllowed({ roles, resource: 'programmi', permission: `read:${lettura}` }),
  );
  const [scelta, setScelta] = useState(schede[0]?.titolo ?? '');
  const { titolo, Contenuto } = schede.find((scheda) => scheda.titolo === scelta) ?? schede[0];
  return (
    <SchedeDelDettaglio
      etichetta={translate('portale.programmi.sections')}
      schede={schede.map((scheda) => ({ valore: scheda.titolo, etichetta: translate(scheda.titolo) }))}
      aperta={titolo}
      onApri={setScelta}
    >
      <Contenuto programma={programma} />
    </SchedeDelDettaglio>
  );
};
