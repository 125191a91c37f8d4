import { useCallback, useEffect, useState } from 'react';
import type { Values } from '../../../dataProvider/endpointRequest';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';

export interface Lettura<T> {
  readonly data?: T;
  readonly error?: unknown;
  /** True until the first answer to this question; a reload of the same keeps the data shown meanwhile. */
  readonly isPending: boolean;
  readonly ricarica: () => void;
}

/**
 * Reads a named action of a resource (a list, a reference table, an existence check). Without `params` nothing is
 * asked (the caller waits for an id, or may not read it).
 */
export function useLettura<T>(resource: string, azione: string, params: Values | undefined): Lettura<T> {
  const dataProvider = usePortalDataProvider();
  const [stato, setStato] = useState<{ data?: T; error?: unknown; isPending: boolean }>({
    isPending: params !== undefined,
  });
  const [versione, setVersione] = useState(0);
  const chiave = params === undefined ? undefined : JSON.stringify(params);
  // Another question (another record, another call) forgets the answer to the last one, during the render rather than
  // in an effect after it: a form must never offer one record's data, or one checklist's items, as another's.
  const domanda = chiave === undefined ? undefined : JSON.stringify([resource, azione, chiave]);
  const [domandaVista, setDomandaVista] = useState(domanda);
  if (domanda !== domandaVista) {
    setDomandaVista(domanda);
    setStato({ isPending: domanda !== undefined });
  }

  useEffect(() => {
    if (chiave === undefined) return undefined;
    const controller = new AbortController();
    dataProvider.action<T>(resource, azione, { params: JSON.parse(chiave) as Values, signal: controller.signal }).then(
      // An answer to a question no longer asked (the abort came too late) is dropped.
      (data) => {
        if (!controller.signal.aborted) setStato({ data, isPending: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setStato({ error, isPending: false });
      },
    );
    return () => controller.abort();
  }, [dataProvider, resource, azione, chiave, versione]);

  const ricarica = useCallback(() => setVersione((numero) => numero + 1), []);
  return { ...stato, ricarica };
}
