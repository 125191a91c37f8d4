import type { Static } from 'typebox';
import type { Nota } from './record-letture';
import type { Assegnatario } from './record-letture';
import type { Parere } from './record-letture';
import type { VoceStorico } from './record-letture';
import type { Endpoint, ParentOfList, ResourceSchema } from '../types';

/** The lists read under one programme: `{id}` of their path is its idProgrammaInvestimento. */
export const DEL_PROGRAMMA: ParentOfList = { resource: 'programmi', param: 'id' };

/** A read of one programme. */
const letturaDelProgramma = (call: string): { getList: Endpoint } => ({
  getList: { method: 'GET', path: `/api/programma/${call}/{id}`, operationId: call },
});

/**
 * Lists shown in the tabs of a programme. They have no views of their own: who reads them is the programme's
 * named reads (`read:storico`, `read:pareri`…), checked on `programmi`.
 */
export const storicoProgrammaSchema: ResourceSchema<Static<typeof VoceStorico>> = {
  name: 'storicoProgramma',
  idField: 'idAudit',
  label: { one: 'Azione', many: 'Storico del programma' },
  fields: [
    { source: 'eseguitoIl', type: 'datetime' },
    { source: 'descrizioneAzione', type: 'text' },
    { source: 'utente', type: 'text' },
    { source: 'ruolo', type: 'text' },
    { source: 'statoDa', type: 'text' },
    { source: 'statoA', type: 'text' },
    { source: 'note', type: 'text' },
  ],
  list: {
    columns: ['eseguitoIl', 'descrizioneAzione', 'utente', 'ruolo', 'statoDa', 'statoA', 'note'],
    parent: DEL_PROGRAMMA,
  },
  access: {},
  endpoints: letturaDelProgramma('getStoricoProgramma'),
};

export const assegnatariSchema: ResourceSchema<Static<typeof Assegnatario>> = {
  name: 'assegnatariProgramma',
  idField: 'utente',
  label: { one: 'Istruttore assegnato', many: 'Istruttori assegnati' },
  fields: [
    { source: 'utente', type: 'text' },
    { source: 'nominativo', type: 'text' },
    { source: 'assegnatoIl', type: 'datetime' },
    { source: 'assegnatoDa', type: 'text' },
  ],
  list: { columns: ['utente', 'nominativo', 'assegnatoIl', 'assegnatoDa'], parent: DEL_PROGRAMMA },
  access: {},
  endpoints: letturaDelProgramma('listaAssegnatari'),
};

export const pareriRegioneSchema: ResourceSchema<Parere> = {
  name: 'pareriRegione',
  idField: 'idParere',
  label: { one: 'Parere regionale', many: 'Pareri regionali' },
  fields: [
    { source: 'descrizioneRegione', type: 'text' },
    { source: 'richiestoIl', type: 'datetime' },
    { source: 'richiestoDa', type: 'text' },
    { source: 'esito', type: 'text' },
    { source: 'note', type: 'text' },
    { source: 'espressoIl', type: 'datetime' },
  ],
  list: {
    columns: ['descrizioneRegione', 'richiestoIl', 'richiestoDa', 'esito', 'note', 'espressoIl'],
    parent: DEL_PROGRAMMA,
  },
  access: {},
  endpoints: letturaDelProgramma('listaParereRegione'),
};

export type NotaProgramma = Static<typeof Nota>;

export const noteProgrammaSchema: ResourceSchema<NotaProgramma> = {
  name: 'noteProgramma',
  idField: 'idNota',
  label: { one: 'Nota', many: 'Note del programma' },
  fields: [
    { source: 'dataInserimento', type: 'datetime' },
    { source: 'tipo', type: 'text' },
    { source: 'note', type: 'text' },
    { source: 'esito', type: 'text' },
    { source: 'autore', type: 'text' },
    { source: 'bozza', type: 'boolean' },
  ],
  list: { columns: ['dataInserimento', 'tipo', 'note', 'esito', 'autore', 'bozza'], parent: DEL_PROGRAMMA },
  access: {},
  endpoints: letturaDelProgramma('visualizzaNote'),
};
