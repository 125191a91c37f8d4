import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';

interface Lettura<T> {
  readonly value: T;
  readonly getSnapshot: () => T;
}

const cambiata = <T>({ value, getSnapshot }: Lettura<T>): boolean => {
  try {
    return !Object.is(value, getSnapshot());
  } catch {
    return true;
  }
};

/**
 * `useSyncExternalStore` for react-query's hooks, made of a reducer and effects: React renders a store's change in the
 * lane it was announced in, so an answer announced in a transition (src/startup/renderInSecondoPiano.ts) is drawn in
 * slices the browser can interrupt. React's own hook draws every change in one synchronous task: on a phone each
 * answer of the programme list blocked the page for 100–300 ms (docs/performance.md, ninth session).
 */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const ultima = useRef<Lettura<T>>({ value, getSnapshot });
  const [, ridisegna] = useReducer((giro: number) => giro + 1, 0);
  useLayoutEffect(() => {
    ultima.current = { value, getSnapshot };
  }, [value, getSnapshot]);
  useEffect(() => {
    // Every change announces itself; the first look covers one made between the render and the subscription.
    const guarda = () => {
      if (cambiata(ultima.current)) ridisegna();
    };
    guarda();
    return subscribe(guarda);
  }, [subscribe]);
  return value;
}
