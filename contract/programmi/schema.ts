import type { Static } from 'typebox';
import { FiltriProgrammi, type Programma } from './record';
import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, VALI } from '../roles';
import type { Role } from '../roles';
import { campiDi, queryDi } from '../derivati';
import type { ResourceSchema } from '../types';
import { AZIONI_PROGRAMMA } from './azioni';
import { DOCUMENTI_PROGRAMMA } from './documenti';
import { STATI_CON_NOME } from './stati';
import { REGIONI } from './regioni';
import { VEDENTI_PROGRAMMI, VISIBILITA_PROGRAMMI } from './vedenti';
import { azioniPossibiliProgramma } from './possible-actions';

/** The record shape is the server's schema: the contract is written once. */
export type ProgrammaRecord = Programma;

const STAFF_ISMEA_E_MINISTERO: readonly Role[] = [COOR, ISTR, VALI, MINISTERO];

const visibility = VISIBILITA_PROGRAMMI;
const vedenti = VEDENTI_PROGRAMMI;

const union = (...lists: readonly (readonly Role[])[]): Role[] => [...new Set(lists.flat())];

export const programmiSchema: ResourceSchema<ProgrammaRecord, Static<typeof FiltriProgrammi>> = {
  name: 'programmi',
  idField: 'idProgrammaInvestimento',
  label: { one: 'Programma di investimento', many: 'Programmi di investimento' },
  fields: [
    { source: 'idProgrammaInvestimento', type: 'number', sortable: true },
    { source: 'denominazione', type: 'text', sortable: true, columnFilter: true },
    { source: 'cuaa', type: 'text', sortable: true },
    { source: 'cognomeProponente', type: 'text' },
    { source: 'codRegione', type: 'select', choices: REGIONI, sortable: true },
    { source: 'descrizioneStato', type: 'text' },
    { source: 'idStato', type: 'select', choices: STATI_CON_NOME, sortable: true },
    { source: 'nBeneficiari', type: 'number', sortable: true },
    { source: 'titolo', type: 'text' },
    { source: 'importoRichiesto', type: 'currency', sortable: true },
    { source: 'importoAmmesso', type: 'currency' },
    { source: 'codiceCup', type: 'text' },
    { source: 'codiceCore', type: 'text' },
    { source: 'dataPresentazione', type: 'datetime', sortable: true },
    { source: 'statoDal', type: 'datetime', sortable: true },
    { source: 'scadenzaControdeduzioni', type: 'date' },
    { source: 'giorniInIntegrazione', type: 'number' },
    { source: 'integrazioneScaduta', type: 'boolean' },
  ],
  list: {
    columns: [
      'idProgrammaInvestimento',
      'denominazione',
      'cuaa',
      'codRegione',
      'descrizioneStato',
      'importoRichiesto',
      'dataPresentazione',
    ],
    card: ['denominazione', 'idProgrammaInvestimento', 'descrizioneStato', 'importoRichiesto'],
    filters: campiDi(FiltriProgrammi, [
      'denominazione',
      'cognomeProponente',
      'cognomeBeneficiario',
      'codRegione',
      'idStato',
      'nBeneficiariDa',
      'nBeneficiariA',
    ]),
    sort: { field: 'idProgrammaInvestimento', order: 'ASC' },
    perPage: 10,
  },
  createFields: AZIONI_PROGRAMMA.creaProgramma.fields,
  access: {
    list: vedenti,
    show: vedenti,
    create: AZIONI_PROGRAMMA.creaProgramma.roles,
    edit: union(AZIONI_PROGRAMMA.modifica.roles, AZIONI_PROGRAMMA.modificaIstruttoria.roles),
    delete: AZIONI_PROGRAMMA.elimina.roles,
  },
  visibility,
  reads: {
    istruttoria: STAFF_ISMEA_E_MINISTERO,
    esitoValidazione: [...STAFF_ISMEA_E_MINISTERO, PROPONENTE],
    esitoIsmea: STAFF_ISMEA_E_MINISTERO,
    integrazioni: [...STAFF_ISMEA_E_MINISTERO, PROPONENTE],
    controDeduzioni: [...STAFF_ISMEA_E_MINISTERO, PROPONENTE],
    pareri: [...STAFF_ISMEA_E_MINISTERO, REGIONE],
    investimentiRegione: [...STAFF_ISMEA_E_MINISTERO, REGIONE],
    istruttori: [COOR, MINISTERO],
    storico: STAFF_ISMEA_E_MINISTERO,
    verificheRegistri: STAFF_ISMEA_E_MINISTERO,
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/api/programma/getListaProgrammiInvestimento',
      ...queryDi(FiltriProgrammi),
      operationId: 'getListaProgrammiInvestimento',
    },
    getOne: {
      method: 'GET',
      path: '/api/programma/getDatiGeneraliProgramma/{id}',
      operationId: 'getDatiGeneraliProgramma',
    },
    create: AZIONI_PROGRAMMA.creaProgramma.endpoint,
    update: AZIONI_PROGRAMMA.modifica.endpoint,
    delete: AZIONI_PROGRAMMA.elimina.endpoint,
  },
  actions: { ...AZIONI_PROGRAMMA, ...DOCUMENTI_PROGRAMMA },
  possibili: azioniPossibiliProgramma,
};
