import type { Static } from 'typebox';
import type { Nota } from './record-letture';
import type { Assegnatario } from './record-letture';
import type { Parere } from './record-letture';
import type { VoceStorico } from './record-letture';
import { elenco } from '../elenco';
import type { ParentOfList } from '../types';
import { TIPI_NOTA_CON_NOME } from './record-letture';
import { RUOLI_CON_NOME } from '../roles';
import { STATI_CON_NOME } from './stati';
import { ESITI_PARERE, ESITI_VALIDAZIONE } from './parametri';

/** The lists read under one programme: `{id}` of their path is its idProgrammaInvestimento. */
export const DEL_PROGRAMMA: ParentOfList = { resource: 'programmi', param: 'id' };

/** A read of one programme. */
const delProgramma = (call: string) => `/api/programma/${call}/{id}`;

/**
 * Lists shown in the tabs of a programme. They have no views of their own: who reads them is the programme's
 * named reads (`read:storico`, `read:pareri`…), checked on `programmi`.
 */
export const storicoProgrammaSchema = elenco<Static<typeof VoceStorico>>({
  name: 'storicoProgramma',
  idField: 'idAudit',
  label: { one: 'Azione', many: 'Storico del programma' },
  fields: [
    { source: 'eseguitoIl', type: 'datetime' },
    { source: 'descrizioneAzione', type: 'text' },
    { source: 'nominativo', type: 'text' },
    { source: 'ruolo', type: 'select', choices: RUOLI_CON_NOME },
    { source: 'statoDa', type: 'select', choices: STATI_CON_NOME },
    { source: 'statoA', type: 'select', choices: STATI_CON_NOME },
    { source: 'note', type: 'text' },
  ],
  path: delProgramma('getStoricoProgramma'),
  parent: DEL_PROGRAMMA,
});

export const assegnatariSchema = elenco<Static<typeof Assegnatario>>({
  name: 'assegnatariProgramma',
  idField: 'utente',
  label: { one: 'Istruttore assegnato', many: 'Istruttori assegnati' },
  fields: [
    { source: 'nominativo', type: 'text' },
    { source: 'assegnatoIl', type: 'datetime' },
    { source: 'assegnatoDaNome', type: 'text' },
  ],
  path: delProgramma('listaAssegnatari'),
  parent: DEL_PROGRAMMA,
});

export const pareriRegioneSchema = elenco<Parere>({
  name: 'pareriRegione',
  idField: 'idParere',
  label: { one: 'Parere regionale', many: 'Pareri regionali' },
  fields: [
    { source: 'descrizioneRegione', type: 'text' },
    { source: 'richiestoIl', type: 'datetime' },
    { source: 'richiestoDaNome', type: 'text' },
    { source: 'esito', type: 'select', choices: ESITI_PARERE },
    { source: 'note', type: 'text' },
    { source: 'espressoIl', type: 'datetime' },
    { source: 'espressoDaNome', type: 'text' },
  ],
  path: delProgramma('listaParereRegione'),
  parent: DEL_PROGRAMMA,
});

export type NotaProgramma = Static<typeof Nota>;

export const noteProgrammaSchema = elenco<NotaProgramma>({
  name: 'noteProgramma',
  idField: 'idNota',
  label: { one: 'Nota', many: 'Note del programma' },
  fields: [
    { source: 'dataInserimento', type: 'datetime' },
    { source: 'tipo', type: 'select', choices: TIPI_NOTA_CON_NOME },
    { source: 'note', type: 'text' },
    { source: 'esito', type: 'select', choices: [...ESITI_VALIDAZIONE, ...ESITI_PARERE] },
    { source: 'nominativo', type: 'text' },
    { source: 'bozza', type: 'boolean' },
  ],
  path: delProgramma('visualizzaNote'),
  parent: DEL_PROGRAMMA,
});
