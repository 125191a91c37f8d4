import type { ResourceSchema } from '../types';
import { COOR, MINISTERO } from '../roles';

interface IstruttoreIsmea {
  readonly idUtente: string;
  readonly nominativo: string;
  readonly nProgrammiAssegnati: number;
}

/** The ISMEA instructors a coordinator may assign (`read:istruttori` on programmes); no page of its own. */
export const istruttoriIsmeaSchema: ResourceSchema<IstruttoreIsmea> = {
  name: 'istruttoriIsmea',
  idField: 'idUtente',
  label: { one: 'Istruttore ISMEA', many: 'Istruttori ISMEA' },
  fields: [
    { source: 'idUtente', type: 'text' },
    { source: 'nominativo', type: 'text' },
    { source: 'nProgrammiAssegnati', type: 'number' },
  ],
  access: { list: [COOR, MINISTERO] },
  endpoints: {
    getList: { method: 'GET', path: '/api/programma/getListaIstruttoriIsmea', operationId: 'getListaIstruttoriIsmea' },
  },
};
