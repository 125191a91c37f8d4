import { ROLES } from '../roles';
import type { ResourceSchema } from '../types';

/** A programme state (DESIGN §4), as `getListaStatiProgramma` answers it. */
export interface StatoProgrammaRecord {
  readonly idStato: string;
  readonly descrizioneStato: string;
}

export const statiProgrammaSchema: ResourceSchema<StatoProgrammaRecord> = {
  name: 'statiProgramma',
  idField: 'idStato',
  label: { one: 'Stato del programma', many: 'Stati del programma' },
  fields: [
    { source: 'idStato', label: 'Codice', type: 'text', sortable: true },
    { source: 'descrizioneStato', label: 'Descrizione', type: 'text', sortable: true, columnFilter: true },
  ],
  list: { columns: ['idStato', 'descrizioneStato'], sort: { field: 'idStato', order: 'ASC' } },
  access: { list: ROLES },
  endpoints: {
    getList: { method: 'GET', path: '/api/programma/getListaStatiProgramma', operationId: 'getListaStatiProgramma' },
  },
};
