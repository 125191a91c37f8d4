import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';

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
