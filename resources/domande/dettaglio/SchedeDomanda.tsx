import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ComponentType } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { SCHEDE_DOMANDA, type SchedaDomanda, type SchedaDomandaProps } from './schede';
import { SchedaAllegati } from './tab/SchedaAllegati';
import { SchedaBeneficiari } from './tab/SchedaBeneficiari';
import { SchedaDatiGenerali } from './tab/SchedaDatiGenerali';
import { SchedaIstruttoria } from './tab/SchedaIstruttoria';
import { SchedaProponente } from './tab/SchedaProponente';
import { SchedaValutazione } from './valutazione/SchedaValutazione';
import { SchedaStorico } from './tab/SchedaStorico';

const CONTENUTI: Readonly<Record<SchedaDomanda, ComponentType<SchedaDomandaProps>>> = {
  datiGenerali: SchedaDatiGenerali,
  proponente: SchedaProponente,
  beneficiari: SchedaBeneficiari,
  allegati: SchedaAllegati,
  istruttoria: SchedaIstruttoria,
  valutazione: SchedaValutazione,
  storico: SchedaStorico,
};

interface Props extends SchedaDomandaProps {
  readonly scheda: SchedaDomanda;
  readonly onScheda: (scheda: SchedaDomanda) => void;
}

/** The tabs the person may read (arrow keys move between them); only the open one is mounted and loads its data. */
export const SchedeDomanda = ({ domanda, scheda, onScheda, fuoco }: Props) => {
  const translate = useTranslate();
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const prefix = useId();
  const schede = SCHEDE_DOMANDA.filter(
    ({ lettura, stati }) =>
      (!lettura || isAllowed({ roles, resource: 'domande', permission: `read:${lettura}` })) &&
      (!stati || stati.includes(domanda.idStato)),
  );
  const aperta = schede.some(({ chiave }) => chiave === scheda) ? scheda : 'datiGenerali';
  const Contenuto = CONTENUTI[aperta];
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={aperta}
          onChange={(_event, valore: SchedaDomanda) => onScheda(valore)}
          variant="scrollable"
          aria-label={translate('domande.schede.sezioni')}
        >
          {schede.map(({ chiave }) => (
            <Tab
              key={chiave}
              value={chiave}
              label={translate(`domande.schede.${chiave}`)}
              id={`${prefix}-tab-${chiave}`}
              aria-controls={`${prefix}-panel-${chiave}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${prefix}-panel-${aperta}`} aria-labelledby={`${prefix}-tab-${aperta}`} sx={{ py: 3 }}>
        <Contenuto domanda={domanda} fuoco={fuoco} />
      </Box>
    </>
  );
};
