import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { SchedeDelDettaglio } from '../../../src/layout/SchedeDelDettaglio';
import type { BeneficiarioConId } from './scheda';
import { SCHEDE_BENEFICIARIO } from './schede';

/** The beneficiary's tabs, only those the person may read. */
export const SchedeBeneficiario = ({ beneficiario }: { beneficiario: BeneficiarioConId }) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const schede = SCHEDE_BENEFICIARIO.filter(
    ({ lettura }) => !lettura || isAllowed({ roles, resource: 'beneficiari', permission: `read:${lettura}` }),
  );
  const [scelta, setScelta] = useState(schede[0]?.titolo ?? '');
  const { titolo, Contenuto } = schede.find((scheda) => scheda.titolo === scelta) ?? schede[0];
  return (
    <SchedeDelDettaglio
      etichetta={translate('portale.beneficiari.sections')}
      schede={schede.map((scheda) => ({ valore: scheda.titolo, etichetta: translate(scheda.titolo) }))}
      aperta={titolo}
      onApri={setScelta}
    >
      <Contenuto beneficiario={beneficiario} />
    </SchedeDelDettaglio>
  );
};
