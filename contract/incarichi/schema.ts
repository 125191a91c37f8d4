import type { Incarico } from '../programmi/record';
import type { ResourceSchema } from '../types';

/** The caller's work queue (`getListaIncarichi`): the programmes waiting for an action of theirs. */
export const incarichiSchema: ResourceSchema<Incarico> = {
  name: 'incarichi',
  idField: 'idProgrammaInvestimento',
  label: { one: 'Attività', many: 'Le mie attività' },
  fields: [
    { source: 'descrizioneIncarico', type: 'text', sortable: true },
    { source: 'denominazione', type: 'text', sortable: true },
    { source: 'descrizioneStato', type: 'text' },
    { source: 'statoDal', type: 'datetime', sortable: true },
    { source: 'scadenzaControdeduzioni', type: 'date' },
  ],
  list: {
    columns: ['descrizioneIncarico', 'denominazione', 'descrizioneStato', 'statoDal', 'scadenzaControdeduzioni'],
    sort: { field: 'statoDal', order: 'ASC' },
    perPage: 5,
  },
  access: {},
  endpoints: { getList: { method: 'GET', path: '/api/programma/getListaIncarichi', operationId: 'getListaIncarichi' } },
};
