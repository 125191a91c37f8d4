import { useEffect, useState } from 'react';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import type { CategoriaAllegato, TipologiaAllegato } from '../../contract/allegati/chiamate';
import { useLettura } from './file/useLettura';

/**
 * Categories and types of attachment (reference data of the server) for a proponent, or for the beneficiaries of a
 * programme; the types are read per category, all at once.
 */
export function useRiferimenti(ambito: 'proponente' | 'beneficiario', idProgrammaInvestimento: number | undefined) {
  const dataProvider = usePortalDataProvider();
  const categorie = useLettura<CategoriaAllegato[]>(
    'allegati',
    ambito === 'proponente' ? 'categorieProponente' : 'categorieBeneficiario',
    ambito === 'proponente' ? {} : idProgrammaInvestimento === undefined ? undefined : { idProgrammaInvestimento },
  );
  const [tipologie, setTipologie] = useState<{ data?: TipologiaAllegato[]; error?: unknown }>({});

  useEffect(() => {
    if (!categorie.data) return undefined;
    const controller = new AbortController();
    Promise.all(
      categorie.data.map(({ idCategoria }) =>
        dataProvider.action<TipologiaAllegato[]>('allegati', 'tipologie', {
          params: { idCategoria },
          signal: controller.signal,
        }),
      ),
    ).then(
      (perCategoria) => setTipologie({ data: perCategoria.flat() }),
      (error: unknown) => {
        if (!controller.signal.aborted) setTipologie({ error });
      },
    );
    return () => controller.abort();
  }, [dataProvider, categorie.data]);

  return {
    categorie: categorie.data,
    tipologie: tipologie.data,
    error: categorie.error ?? tipologie.error,
    isPending: !categorie.error && !tipologie.error && tipologie.data === undefined,
  };
}
