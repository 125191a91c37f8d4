import type { ResourceSchema } from '../../../contract/types';

/** No resource of the portal uses the simple REST fallback: this one declaration stands for any that will. */
export const avvisiSchema: ResourceSchema = {
  name: 'avvisi',
  idField: 'id',
  label: { one: 'Avviso', many: 'Avvisi' },
  fields: [],
  access: {},
  restBase: '/api/rest',
};
