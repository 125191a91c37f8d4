import { queryDi } from '../derivati';
import { ROLES } from '../roles';
import type { ResourceSchema } from '../types';
import { FiltriComuni, type Comune } from './record';

/** Reference data: the Italian municipalities, chosen by name wherever a place is asked (a beneficiary's site). */
export const comuniSchema: ResourceSchema<Comune> = {
  name: 'comuni',
  idField: 'codiceIstat',
  label: { one: 'Comune', many: 'Comuni' },
  fields: [
    { source: 'descrizione', label: 'Comune', type: 'text', sortable: true },
    { source: 'codiceIstat', label: 'Codice ISTAT', type: 'text' },
  ],
  list: { columns: ['descrizione'], sort: { field: 'denominazione', order: 'ASC' }, perPage: 20 },
  access: { list: ROLES, show: ROLES },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/apigen/comuni/getListaComuni',
      ...queryDi(FiltriComuni),
      operationId: 'getListaComuni',
    },
    getOne: { method: 'GET', path: '/apigen/comuni/getComune/{codiceIstat}', operationId: 'getComune' },
  },
};
