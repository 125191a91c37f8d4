import { Type, type Static } from 'typebox';
import { Abi } from '../campi';
import { crudEndpoints } from '../crud';
import { conLimitiDi } from '../derivati';
import { MINISTERO, ROLES } from '../roles';
import type { ResourceSchema } from '../types';

export const Banca = Type.Object({
  abi: Abi,
  denominazione: Type.String({ minLength: 2, maxLength: 200, description: 'Denominazione della banca' }),
});
export type BancaRecord = Static<typeof Banca>;

/** The banks by ABI code: the reference list the proponent's bank is chosen from, kept by the ministry. */
export const bancheSchema: ResourceSchema<BancaRecord> = {
  name: 'banche',
  idField: 'abi',
  naturalKey: true,
  label: { one: 'Banca', many: 'Banche' },
  fields: conLimitiDi(Banca, [
    { source: 'abi', label: 'Codice ABI', type: 'text', required: true, sortable: true },
    { source: 'denominazione', label: 'Denominazione', type: 'text', required: true, sortable: true },
  ]),
  list: { columns: ['denominazione', 'abi'], sort: { field: 'denominazione', order: 'ASC' }, perPage: 10 },
  access: { list: ROLES, show: ROLES, create: [MINISTERO], edit: [MINISTERO] },
  endpoints: crudEndpoints('/api/banche', 'abi'),
};
