import type { Static } from 'typebox';
import type { Nota } from '../../server/src/modules/programma/routes-note';
import type { Assegnatario } from '../../server/src/modules/programma/routes-soggetti';
import type { Parere } from '../../server/src/modules/programma/routes-verifiche';
import type { VoceStorico } from '../../server/src/modules/programma/routes-lettura';
import type { Endpoint, ResourceSchema } from '../types';

/** A read of one programme (`{id}` is its idProgrammaInvestimento, passed as the list filter `id`). */
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
    { source: 'eseguitoIl', label: 'Data', type: 'datetime' },
    { source: 'descrizioneAzione', label: 'Azione', type: 'text' },
    { source: 'utente', label: 'Utente', type: 'text' },
    { source: 'ruolo', label: 'Ruolo', type: 'text' },
    { source: 'statoDa', label: 'Da stato', type: 'text' },
    { source: 'statoA', label: 'A stato', type: 'text' },
    { source: 'note', label: 'Note', type: 'text' },
  ],
  list: { columns: ['eseguitoIl', 'descrizioneAzione', 'utente', 'ruolo', 'statoDa', 'statoA', 'note'] },
  access: {},
  endpoints: letturaDelProgramma('getStoricoProgramma'),
};

export const assegnatariSchema: ResourceSchema<Static<typeof Assegnatario>> = {
  name: 'assegnatariProgramma',
  idField: 'utente',
  label: { one: 'Istruttore assegnato', many: 'Istruttori assegnati' },
  fields: [
    { source: 'utente', label: 'Utente', type: 'text' },
    { source: 'nominativo', label: 'Nominativo', type: 'text' },
    { source: 'assegnatoIl', label: 'Assegnato il', type: 'datetime' },
    { source: 'assegnatoDa', label: 'Assegnato da', type: 'text' },
  ],
  list: { columns: ['utente', 'nominativo', 'assegnatoIl', 'assegnatoDa'] },
  access: {},
  endpoints: letturaDelProgramma('listaAssegnatari'),
};

export const pareriRegioneSchema: ResourceSchema<Parere> = {
  name: 'pareriRegione',
  idField: 'idParere',
  label: { one: 'Parere regionale', many: 'Pareri regionali' },
  fields: [
    { source: 'descrizioneRegione', label: 'Regione', type: 'text' },
    { source: 'richiestoIl', label: 'Richiesto il', type: 'datetime' },
    { source: 'richiestoDa', label: 'Richiesto da', type: 'text' },
    { source: 'esito', label: 'Esito', type: 'text' },
    { source: 'note', label: 'Note', type: 'text' },
    { source: 'espressoIl', label: 'Espresso il', type: 'datetime' },
  ],
  list: { columns: ['descrizioneRegione', 'richiestoIl', 'richiestoDa', 'esito', 'note', 'espressoIl'] },
  access: {},
  endpoints: letturaDelProgramma('listaParereRegione'),
};

export type NotaProgramma = Static<typeof Nota>;

export const noteProgrammaSchema: ResourceSchema<NotaProgramma> = {
  name: 'noteProgramma',
  idField: 'idNota',
  label: { one: 'Nota', many: 'Note del programma' },
  fields: [
    { source: 'dataInserimento', label: 'Data', type: 'datetime' },
    { source: 'tipo', label: 'Tipo', type: 'text' },
    { source: 'note', label: 'Testo', type: 'text' },
    { source: 'esito', label: 'Esito', type: 'text' },
    { source: 'autore', label: 'Autore', type: 'text' },
    { source: 'bozza', label: 'Bozza', type: 'boolean' },
  ],
  list: { columns: ['dataInserimento', 'tipo', 'note', 'esito', 'autore', 'bozza'] },
  access: {},
  endpoints: letturaDelProgramma('visualizzaNote'),
};
