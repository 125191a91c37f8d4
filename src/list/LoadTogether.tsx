import Box from '@mui/material/Box';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ReactNode,
} from 'react';
import { LoadingOverlay } from '../layout/LoadingOverlay';

/** `undefined`: the part is gone (a form's placeholder once the form has come). */
type Report = (id: string, ready: boolean | undefined) => void;

const ReadinessContext = createContext<Report | undefined>(undefined);

/** A part of the screen (a list, a form on its way) tells the `LoadTogether` around it, if any, whether it is ready. */
export function useReportReady(ready: boolean): void {
  const report = useContext(ReadinessContext);
  const id = useId();
  useEffect(() => {
    report?.(id, ready);
    return () => report?.(id, undefined);
  }, [report, id, ready]);
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
  // A transition, as the answers that make the parts ready (src/startup/renderInSecondoPiano.ts): showing the screen is
  // drawn in slices too.
  const report = useCallback<Report>((id, ready) => {
    startTransition(() =>
      setStates((previous) => {
        if (previous[id] === ready) return previous;
        const { [id]: _gone, ...others } = previous;
        return ready === undefined ? others : { ...others, [id]: ready };
      }),
    );
  }, []);
  const values = Object.values(states);
  const allReady = also && values.length >= lists && values.every(Boolean);
  // Once shown, for good: React's way of keeping what a render learnt (set during render, not in an effect).
  if (allReady && !shown) setShown(true);
  // The same reporter before and after: a context that changed when the screen appeared would draw every row again.
  return (
    <ReadinessContext.Provider value={report}>
      {!shown && <LoadingOverlay />}
      <Box sx={{ display: shown ? 'block' : 'none' }}>{children}</Box>
    </ReadinessContext.Provider>
  );
};
