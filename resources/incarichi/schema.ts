import type { Incarico } from '../../server/src/modules/programma/schemas';
import type { ResourceSchema } from '../types';

/** The caller's work queue (`getListaIncarichi`): the programmes waiting for an action of theirs. */
export const incarichiSchema: ResourceSchema<Incarico> = {
  name: 'incarichi',
  idField: 'idProgrammaInvestimento',
  label: { one: 'Attività', many: 'Le mie attività' },
  fields: [
    { source: 'descrizioneIncarico', label: 'Attività', type: 'text', sortable: true },
    { source: 'denominazione', label: 'Programma', type: 'text', sortable: true },
    { source: 'descrizioneStato', label: 'Stato', type: 'text' },
    { source: 'statoDal', label: 'In attesa dal', type: 'datetime', sortable: true },
  ],
  list: { columns: ['descrizioneIncarico', 'denominazione', 'descrizioneStato', 'statoDal'], sort: { field: 'statoDal', order: 'ASC' }, perPage: 5 },
  access: {},
  endpoints: { getList: { method: 'GET', path: '/api/programma/getListaIncarichi', operationId: 'getListaIncarichi' } },
};
