import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
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
  /**
   * Set (a new object each time) when a link elsewhere on the page sends the person here to fix something: the focus
   * goes to the panel, then to the control `chiave` names once the tab has drawn it.
   */
  readonly verso?: { readonly chiave?: string };
}

const FOCALIZZABILE = 'input:not([disabled]):not([type="hidden"]), button:not([disabled]), a[href], [tabindex="0"]';

/**
 * The control a key of the server's list names inside a tab: one marked with it (`data-fuoco`) or a field of that
 * name (or the first control inside what is marked); for a nested key (`beneficiari.12.sedi`), the nearest of its
 * parents that has one.
 */
function controlloDi(pannello: HTMLElement, chiave: string): HTMLElement | null {
  for (let parti = chiave.split('.'); parti.length > 0; parti = parti.slice(0, -1)) {
    const nome = CSS.escape(parti.join('.'));
    const trovato = pannello.querySelector<HTMLElement>(`[data-fuoco="${nome}"], input[name="${nome}"]`);
    if (trovato?.matches(FOCALIZZABILE)) return trovato;
    const dentro = trovato?.querySelector<HTMLElement>(FOCALIZZABILE);
    if (dentro) return dentro;
  }
  return null;
}

/** Takes the focus to the panel, then to the control asked for as soon as it appears (unless the person moved on). */
function useFuocoVerso(pannello: RefObject<HTMLElement | null>, verso: Props<string>['verso']) {
  useEffect(() => {
    const elemento = pannello.current;
    if (!verso || !elemento) return undefined;
    elemento.focus();
    const { chiave } = verso;
    if (!chiave) return undefined;
    const raggiungi = () => {
      const controllo = controlloDi(elemento, chiave);
      if (!controllo) return false;
      if (document.activeElement === elemento) controllo.focus();
      return true;
    };
    if (raggiungi()) return undefined;
    const osservatore = new MutationObserver(() => raggiungi() && osservatore.disconnect());
    osservatore.observe(elemento, { childList: true, subtree: true });
    return () => osservatore.disconnect();
  }, [pannello, verso]);
}

/**
 * A detail page's tabs (MUI Tabs: arrow keys move between them, Home/End to the ends) and the open one's panel, each
 * naming the other for assistive technology. Which tabs the person may read, and what each holds, are the page's.
 */
export function SchedeDelDettaglio<V extends string>({ etichetta, schede, aperta, onApri, children, verso }: Props<V>) {
  const prefix = useId();
  const pannello = useRef<HTMLDivElement>(null);
  useFuocoVerso(pannello, verso);
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
      <Box
        ref={pannello}
        role="tabpanel"
        tabIndex={-1}
        id={`${prefix}-panel-${aperta}`}
        aria-labelledby={`${prefix}-tab-${aperta}`}
        sx={{ py: 3, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
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
