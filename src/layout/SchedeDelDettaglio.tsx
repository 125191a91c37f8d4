import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { isAllowed, isResourceName } from '../../contract/policy';
import type { Role } from '../../contract/roles';

export interface SezioneDelDettaglio<V extends string> {
  /** Unique among the page's tabs. */
  readonly valore: V;
  readonly etichetta: string;
}

interface Props<V extends string> {
  /** The tab list's name for assistive technology. */
  readonly etichetta: string;
  readonly schede: readonly SezioneDelDettaglio<V>[];
  readonly aperta: V;
  readonly onApri: (valore: V) => void;
  /** The open tab's content: only it is mounted, so each tab loads its data when opened. */
  readonly children: ReactNode;
}

/**
 * A detail page's tabs (MUI Tabs: arrow keys move between them, Home/End to the ends) and the open one's panel, each
 * naming the other for assistive technology. Which tabs the person may read, and what each holds, are the page's.
 */
export function SchedeDelDettaglio<V extends string>({ etichetta, schede, aperta, onApri, children }: Props<V>) {
  const prefix = useId();
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={aperta}
          onChange={(_event, valore: V) => onApri(valore)}
          variant="scrollable"
          aria-label={etichetta}
        >
          {schede.map(({ valore, etichetta: nome }) => (
            <Tab
              key={valore}
              value={valore}
              label={nome}
              id={`${prefix}-tab-${valore}`}
              aria-controls={`${prefix}-panel-${valore}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${prefix}-panel-${aperta}`} aria-labelledby={`${prefix}-tab-${aperta}`} sx={{ py: 3 }}>
        {children}
      </Box>
    </>
  );
}

/**
 * Of a detail page's tabs, those the person may read (`read:<lettura>` on the resource; a hidden tab is one the server
 * would refuse), and the open one: the one chosen, or the first when it is not, or no longer, among them.
 */
export function useSchedeLeggibili<S extends { readonly titolo: string; readonly lettura?: string }>(
  tutte: readonly S[],
  resource: string,
) {
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const schede = tutte.filter(
    ({ lettura }) =>
      !lettura || (isResourceName(resource) && isAllowed({ roles, resource, permission: `read:${lettura}` })),
  );
  const [scelta, setScelta] = useState(schede[0]?.titolo);
  return { schede, aperta: schede.find(({ titolo }) => titolo === scelta) ?? schede[0], apri: setScelta };
}
