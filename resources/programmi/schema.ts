import type { FiltriProgrammi, Programma } from '../../server/src/modules/programma/schemas';
import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, VALI } from '../roles';
import type { Role } from '../roles';
import type { ResourceSchema } from '../types';
import { AZIONI_PROGRAMMA } from './azioni';
import { DOCUMENTI_PROGRAMMA } from './documenti';
import { DESCRIZIONE_STATO, STATI_PROGRAMMA } from './stati';
import { VEDENTI_PROGRAMMI, VISIBILITA_PROGRAMMI } from './vedenti';

/** The record shape is the server's schema: the contract is written once. */
export type ProgrammaRecord = Programma;

const STAFF_ISMEA_E_MINISTERO: readonly Role[] = [COOR, ISTR, VALI, MINISTERO];

const visibility = VISIBILITA_PROGRAMMI;
const vedenti = VEDENTI_PROGRAMMI;

const union = (...lists: readonly (readonly Role[])[]): Role[] => [...new Set(lists.flat())];

const statoChoices = STATI_PROGRAMMA.map((id) => ({ id, name: DESCRIZIONE_STATO[id] }));

export const programmiSchema: ResourceSchema<ProgrammaRecord, FiltriProgrammi> = {
  name: 'programmi',
  idField: 'idProgrammaInvestimento',
  label: { one: 'Programma di investimento', many: 'Programmi di investimento' },
  fields: [
    { source: 'idProgrammaInvestimento', label: 'N. programma', type: 'number', sortable: true },
    { source: 'denominazione', label: 'Denominazione', type: 'text', sortable: true, columnFilter: true },
    { source: 'cuaa', label: 'CUAA', type: 'text', sortable: true },
    { source: 'cognomeProponente', label: 'Cognome proponente', type: 'text' },
    { source: 'codRegione', label: 'Regione', type: 'text', sortable: true },
    { source: 'descrizioneStato', label: 'Stato', type: 'text' },
    { source: 'idStato', label: 'Codice stato', type: 'select', choices: statoChoices, sortable: true },
    { source: 'nBeneficiari', label: 'N. beneficiari', type: 'number', sortable: true },
    { source: 'titolo', label: 'Titolo', type: 'text' },
    { source: 'importoRichiesto', label: 'Importo richiesto', type: 'currency', sortable: true },
    { source: 'importoAmmesso', label: 'Importo ammesso', type: 'currency' },
    { source: 'codiceCup', label: 'CUP', type: 'text' },
    { source: 'codiceCore', label: 'COR', type: 'text' },
    { source: 'dataPresentazione', label: 'Data presentazione', type: 'datetime', sortable: true },
    { source: 'statoDal', label: 'Nello stato dal', type: 'datetime', sortable: true },
    { source: 'scadenzaControdeduzioni', label: 'Scadenza controdeduzioni', type: 'date' },
    { source: 'giorniInIntegrazione', label: 'Giorni in integrazione', type: 'number' },
    { source: 'integrazioneScaduta', label: 'Integrazione scaduta', type: 'boolean' },
  ],
  list: {
    columns: ['idProgrammaInvestimento', 'denominazione', 'cuaa', 'codRegione', 'descrizioneStato', 'importoRichiesto', 'dataPresentazione'],
    filters: [
      { source: 'denominazione', label: 'Denominazione', type: 'text' },
      { source: 'cognomeProponente', label: 'Cognome proponente', type: 'text' },
      { source: 'cognomeBeneficiario', label: 'Cognome beneficiario', type: 'text' },
      { source: 'codRegione', label: 'Codice regione', type: 'text' },
      { source: 'idStato', label: 'Stato', type: 'select', choices: statoChoices },
      { source: 'nBeneficiariDa', label: 'N. beneficiari da', type: 'number' },
      { source: 'nBeneficiariA', label: 'N. beneficiari a', type: 'number' },
    ],
    sort: { field: 'idProgrammaInvestimento', order: 'ASC' },
    perPage: 10,
  },
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
      query: ['idBando', 'denominazione', 'cognomeProponente', 'cognomeBeneficiario', 'codRegione', 'idStato', 'nBeneficiariDa', 'nBeneficiariA'],
      operationId: 'getListaProgrammiInvestimento',
    },
    getOne: { method: 'GET', path: '/api/programma/getDatiGeneraliProgramma/{id}', operationId: 'getDatiGeneraliProgramma' },
    create: AZIONI_PROGRAMMA.creaProgramma.endpoint,
    update: AZIONI_PROGRAMMA.modifica.endpoint,
    delete: AZIONI_PROGRAMMA.elimina.endpoint,
  },
  actions: { ...AZIONI_PROGRAMMA, ...DOCUMENTI_PROGRAMMA },
};
