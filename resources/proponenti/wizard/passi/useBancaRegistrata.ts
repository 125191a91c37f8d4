import { useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { bancheSchema, type BancaRecord } from '../../../../contract/banche/schema';

const ABI_COMPLETO = /^[0-9]{5}$/;

/** The registered bank of the ABI code being typed, once it has its five digits: the server keeps that name. */
export function useBancaRegistrata(): string | undefined {
  const translate = useTranslate();
  const abi = String(useWatch({ name: 'abi' }) ?? '');
  const completo = ABI_COMPLETO.test(abi);
  const { data } = useGetOne<BancaRecord & { id: string }>(bancheSchema.name, { id: abi }, { enabled: completo });
  return completo && data ? translate('portale.proponenti.bank.registered', { nome: data.denominazione }) : undefined;
}
