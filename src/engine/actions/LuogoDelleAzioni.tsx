import Stack from '@mui/material/Stack';
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

const DopoAzioneContext = createContext<(() => void) | undefined>(undefined);

/**
 * What an action run from a record's page calls once it is confirmed (or refused as stale): the place of the page's
 * actions then keeps the keyboard focus, whatever the new state leaves of its button.
 */
export const useDopoAzione = () => useContext(DopoAzioneContext);

/**
 * The row of a record's state and actions. After a confirmed action the dialog gives the focus back to its button; when
 * the new state takes the button away (taken in charge, forwarded), the browser would drop the focus to the page's
 * top: the row takes it instead, so the next Tab reaches what the new state offers. It stops watching at the person's
 * next key or pointer, when the focus is theirs again.
 */
export const LuogoDelleAzioni = ({ children }: { readonly children: ReactNode }) => {
  const translate = useTranslate();
  const luogo = useRef<HTMLDivElement>(null);
  const inAttesa = useRef(false);
  useEffect(() => {
    const elemento = luogo.current;
    if (!elemento) return undefined;
    const riprendi = () => {
      const attivo = document.activeElement;
      if (inAttesa.current && (!attivo || attivo === document.body || !attivo.isConnected)) elemento.focus();
    };
    const osservatore = new MutationObserver(riprendi);
    osservatore.observe(elemento, { childList: true, subtree: true });
    const basta = () => {
      inAttesa.current = false;
    };
    document.addEventListener('keydown', basta, true);
    document.addEventListener('pointerdown', basta, true);
    return () => {
      osservatore.disconnect();
      document.removeEventListener('keydown', basta, true);
      document.removeEventListener('pointerdown', basta, true);
    };
  }, []);
  const dopoAzione = useCallback(() => {
    inAttesa.current = true;
  }, []);
  return (
    <DopoAzioneContext.Provider value={dopoAzione}>
      <Stack
        ref={luogo}
        role="group"
        aria-label={translate('portale.actions.place')}
        tabIndex={-1}
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        sx={{ mb: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '4px' } }}
      >
        {children}
      </Stack>
    </DopoAzioneContext.Provider>
  );
};
