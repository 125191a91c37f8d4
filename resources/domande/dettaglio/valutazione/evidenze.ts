import { useQuery } from '@tanstack/react-query';
import { allegatiBeneficiarioDomandaSchema, allegatiDomandaSchema } from '../../../../contract/allegatiDomanda/schema';
import type { AllegatoDomanda } from '../../../../contract/allegatiDomanda/record';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';

/** A file a score may cite as its evidence: an attachment of the application or of one of its beneficiaries. */
export interface Evidenza {
  readonly idAllegato: number;
  readonly nomeFile: string;
  readonly categoria: string;
  /** Null for the application's own files. */
  readonly beneficiario: string | null;
}

/**
 * The files the commission may cite, the application's first, then each beneficiary's; asked only when it scores.
 * Until they are read (or when they cannot be), the list is empty: a score needs no evidence.
 */
export function useEvidenze(
  idDomanda: number,
  beneficiari: readonly { readonly idBeneficiario: number; readonly denominazione: string }[],
  attivo: boolean,
): readonly Evidenza[] {
  const dataProvider = usePortalDataProvider();
  const { data = [] } = useQuery({
    queryKey: ['evidenzeValutazione', idDomanda, beneficiari.map(({ idBeneficiario }) => idBeneficiario)],
    enabled: attivo,
    queryFn: async () => {
      const diDomanda = await dataProvider.read<AllegatoDomanda[]>(allegatiDomandaSchema.endpoints!.getList!, {
        idDomanda,
      });
      const diBeneficiari = await Promise.all(
        beneficiari.map(async ({ idBeneficiario, denominazione }) =>
          (
            await dataProvider.read<AllegatoDomanda[]>(allegatiBeneficiarioDomandaSchema.endpoints!.getList!, {
              idBeneficiario,
            })
          ).map((allegato) => ({ allegato, beneficiario: denominazione })),
        ),
      );
      return [...diDomanda.map((allegato) => ({ allegato, beneficiario: null })), ...diBeneficiari.flat()].map(
        ({ allegato, beneficiario }): Evidenza => ({
          idAllegato: allegato.idAllegato,
          nomeFile: allegato.nomeFile,
          categoria: allegato.descrizioneCategoria,
          beneficiario,
        }),
      );
    },
  });
  return data;
}
