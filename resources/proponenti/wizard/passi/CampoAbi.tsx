import { useGetList, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { bancheSchema, type BancaRecord } from '../../../../contract/banche/schema';
import { TypeaheadInput } from '../../../../src/components/typeahead/TypeaheadInput';
import { campo } from '../campi';
import { abi } from '../validazioni';
import { useBancaRegistrata } from './useBancaRegistrata';

const TUTTE = { page: 1, perPage: 1000 };

/**
 * The bank's ABI code, typed or found by the bank's name (a typeahead): choosing a registered bank sets
 * its code and its name; a code not in the list stays as typed, for a bank the ministry has not registered yet.
 */
export const CampoAbi = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { data: banche = [] } = useGetList<BancaRecord & { id: string }>(bancheSchema.name, {
    pagination: TUTTE,
    sort: { field: 'denominazione', order: 'ASC' },
  });
  const registrata = useBancaRegistrata();
  const { source, label, validate } = campo('salvaBancaAutorizzata', 'abi', abi);
  const scelte = banche.map((banca) => ({
    id: banca.abi,
    name: translate('portale.proponenti.bank.option', { nome: banca.denominazione, abi: banca.abi }),
  }));
  return (
    <TypeaheadInput
      source={source}
      label={translate(label ?? source)}
      validate={validate}
      choices={scelte}
      freeText
      helperText={registrata ?? translate('portale.proponenti.bank.search_hint')}
      onChange={(valore: unknown) => {
        const scelta = banche.find((banca) => banca.abi === valore);
        if (scelta) setValue('denominazione', scelta.denominazione, { shouldDirty: true });
      }}
    />
  );
};
