import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Endpoint } from '../../../contract/types';
import type { AzioniPossibili } from '../../../contract/possible-actions';
import { SCRITTURA_ACCETTATA } from '../../../dataProvider/http';
import { usePortalDataProvider } from './usePortalDataProvider';

const AZIONI_POSSIBILI = 'azioniPossibili';

/**
 * What the server says the reader may do now on a record, and why not (`getAzioniPossibili`). Asked again whenever
 * anything else on the page is read again: a save in any tab (a site, a score, a note) may be what the guard lacked.
 */
export function useAzioniPossibili(
  endpoint: Endpoint,
  valori: Readonly<Record<string, unknown>> | undefined,
): AzioniPossibili | undefined {
  const dataProvider = usePortalDataProvider();
  const queryClient = useQueryClient();
  const chiave = [AZIONI_POSSIBILI, endpoint.path, valori];
  useEffect(() => {
    const chiediDiNuovo = () => void queryClient.invalidateQueries({ queryKey: [AZIONI_POSSIBILI, endpoint.path] });
    const smetti = queryClient.getQueryCache().subscribe((evento) => {
      if (evento.type !== 'updated' || evento.action.type !== 'success') return;
      if (evento.query.queryKey[0] === AZIONI_POSSIBILI) return;
      chiediDiNuovo();
    });
    // A save outside react-query (a checklist's answers, an upload) is told by the data provider.
    window.addEventListener(SCRITTURA_ACCETTATA, chiediDiNuovo);
    return () => {
      smetti();
      window.removeEventListener(SCRITTURA_ACCETTATA, chiediDiNuovo);
    };
  }, [queryClient, endpoint.path]);
  const { data } = useQuery({
    queryKey: chiave,
    queryFn: () => dataProvider.read<AzioniPossibili>(endpoint, valori!),
    enabled: Boolean(valori),
  });
  return data;
}
