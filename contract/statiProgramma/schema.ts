import { ROLES } from '../roles';
import type { ResourceSchema } from '../types';

/** A programme state (docs/programma.md), as `getListaStatiProgramma` answers it. */
export interface StatoProgrammaRecord {
  readonly idStato: string;
  readonly descrizioneStato: string;
  readonly finale: boolean;
}

export const statiProgrammaSchema: ResourceSchema<StatoProgrammaRecord> = {
  name: 'statiProgramma',
  idField: 'idStato',
  label: { one: 'Stato del programma', many: 'Stati del programma' },
  fields: [
    { source: 'idStato', type: 'text', sortable: true },
    { source: 'descrizioneStato', type: 'text', sortable: true },
    { source: 'finale', type: 'boolean' },
  ],
  list: { columns: ['descrizioneStato', 'finale'] },
  access: { list: ROLES },
  endpoints: {
    getList: { method: 'GET', path: '/api/programma/getListaStatiProgramma', operationId: 'getListaStatiProgramma' },
  },
};
