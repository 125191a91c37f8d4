import { useQuery } from '@tanstack/react-query';
import { azioniPossibiliDomanda, type AzioniPossibili } from '../../../contract/domande/possibili';
import type { DomandaRecord } from '../../../contract/domande/schema';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';

/**
 * What the server says the reader may do now on the application, and why not (`getAzioniPossibili`): asked again
 * whenever the application is read again, so a page refreshed after an action or a 409 explains its state now.
 */
export function useAzioniPossibili(domanda: DomandaRecord | undefined): AzioniPossibili | undefined {
  const dataProvider = usePortalDataProvider();
  const { data } = useQuery({
    queryKey: ['domande', 'azioniPossibili', domanda],
    queryFn: () => dataProvider.read<AzioniPossibili>(azioniPossibiliDomanda, { idDomanda: domanda!.idDomanda }),
    enabled: Boolean(domanda),
  });
  return data;
}
