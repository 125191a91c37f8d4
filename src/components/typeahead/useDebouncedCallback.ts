import { useEffect, useRef } from 'react';

/** Runs the latest callback once the calls have paused for delayMs; flush cancels the pending run. */
export function useDebouncedCallback<Args extends unknown[]>(callback: (...args: Args) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    schedule: (...args: Args) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    },
    cancel: () => clearTimeout(timer.current),
  };
}
