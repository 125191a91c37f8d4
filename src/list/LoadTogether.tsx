import Box from '@mui/material/Box';
import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { LoadingOverlay } from '../layout/LoadingOverlay';

type Report = (id: string, ready: boolean) => void;

const ReadinessContext = createContext<Report | undefined>(undefined);

/** A list tells the `LoadTogether` around it, if any, whether its first page has arrived. */
export function useReportReady(ready: boolean): void {
  const report = useContext(ReadinessContext);
  const id = useId();
  useEffect(() => report?.(id, ready), [report, id, ready]);
}

/**
 * Lists that share a screen appear together, once each has its first page: one waits hidden while another loads,
 * instead of pushing it down when it arrives (layout shift). Later reloads (a page, a sort) are each list's own.
 */
export const LoadTogether = ({
  lists,
  also = true,
  children,
}: {
  lists: number;
  /** Whatever else must have arrived first (the name in the page's title, say). */
  also?: boolean;
  children: ReactNode;
}) => {
  const [states, setStates] = useState<Record<string, boolean>>({});
  const [shown, setShown] = useState(false);
  const report = useCallback<Report>((id, ready) => {
    setStates((previous) => (previous[id] === ready ? previous : { ...previous, [id]: ready }));
  }, []);
  const values = Object.values(states);
  const allReady = also && values.length >= lists && values.every(Boolean);
  // Once shown, for good: React's way of keeping what a render learnt (set during render, not in an effect).
  if (allReady && !shown) setShown(true);
  return (
    <ReadinessContext.Provider value={shown ? undefined : report}>
      {!shown && <LoadingOverlay />}
      <Box sx={{ display: shown ? 'block' : 'none' }}>{children}</Box>
    </ReadinessContext.Provider>
  );
};
