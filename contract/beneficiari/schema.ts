import { allegatiPolicy } from '../allegati/schema';
import { REGIONI } from '../programmi/regioni';
import type { Beneficiario } from './record';
import { programmiSchema } from '../programmi/schema';
import { COOR, ISTR, MINISTERO, PROPONENTE, VALI } from '../roles';
import type { Role } from '../roles';
import type { ResourceSchema } from '../types';
import { checklistPolicy } from '../checklist/schema';
import { AZIONI_BENEFICIARIO } from './azioni';

/** The record shape is the server's schema: the contract is written once. */
export type BeneficiarioRecord = Beneficiario;

/** Who sees a programme sees its beneficiaries, except a region: only those based or investing in it. */
const visibility = programmiSchema.visibility;
const vedenti = Object.keys(visibility ?? {}) as Role[];

export const beneficiariSchema: ResourceSchema<BeneficiarioRecord> = {
  name: 'beneficiari',
  idField: 'idBeneficiario',
  label: { one: 'Beneficiario', many: 'Beneficiari' },
  fields: [
    {
      source: 'codiceFiscale',
      type: 'text',
      required: true,
      sortable: true,
      columnFilter: true,
    },
    {
      source: 'denominazione',
      type: 'text',
      required: true,
      sortable: true,
      columnFilter: true,
    },
    /** The name people read: the company's, a person's surname and name (denominazione is empty for a person). */
    { source: 'nominativo', type: 'text', sortable: true },
    { source: 'cognome', type: 'text' },
    { source: 'nome', type: 'text' },
    { source: 'formaGiuridica', type: 'text' },
    {
      source: 'dimensioneImpresa',
      type: 'select',
      choices: [
        { id: 'MICRO', name: 'Micro impresa' },
        { id: 'PICCOLA', name: 'Piccola impresa' },
        { id: 'MEDIA', name: 'Media impresa' },
        { id: 'GRANDE', name: 'Grande impresa' },
      ],
    },
    { source: 'indirizzo', type: 'text' },
    { source: 'comune', type: 'text' },
    { source: 'provincia', type: 'text' },
    { source: 'cap', type: 'text' },
    { source: 'codRegione', type: 'select', choices: REGIONI, sortable: true },
    { source: 'descrizioneRegione', type: 'text' },
    { source: 'mail', type: 'text' },
    { source: 'pec', type: 'text' },
    { source: 'codiceCdp', type: 'text' },
    { source: 'totaleInvestimenti', type: 'currency', sortable: true },
    { source: 'totaleFabbisogni', type: 'currency' },
    { source: 'totaleCoperture', type: 'currency' },
    { source: 'abilitato', type: 'boolean' },
    {
      source: 'statoBeneficiario',
      type: 'select',
      sortable: true,
      choices: [
        { id: 'ATTIVO', name: 'Attivo' },
        { id: 'SOSTITUITO', name: 'Sostituito da subentro' },
      ],
    },
    { source: 'idBeneficiarioVecchio', type: 'number' },
    { source: 'nominativoVecchio', type: 'text' },
    { source: 'note', type: 'longtext' },
  ],
  list: {
    columns: [
      'codiceFiscale',
      'nominativo',
      'descrizioneRegione',
      'totaleInvestimenti',
      'abilitato',
      'statoBeneficiario',
    ],
    sort: { field: 'idBeneficiario', order: 'ASC' },
    perPage: 10,
  },
  access: {
    list: vedenti,
    show: vedenti,
    create: AZIONI_BENEFICIARIO.modifica.roles,
    edit: AZIONI_BENEFICIARIO.modifica.roles,
    delete: AZIONI_BENEFICIARIO.elimina.roles,
  },
  visibility,
  reads: {
    storico: [COOR, ISTR, VALI, MINISTERO, PROPONENTE],
    checklist: checklistPolicy.reads?.checklist ?? [],
    /** The 'Documenti' tab: those who may read the attachments (the bank may not). */
    documenti: allegatiPolicy.access.list ?? [],
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/api/beneficiario/getListaBeneficiari/{idProgrammaInvestimento}',
      operationId: 'getListaBeneficiari',
    },
    getOne: {
      method: 'GET',
      path: '/api/beneficiario/dettaglioBeneficiario/{idBeneficiario}',
      operationId: 'dettaglioBeneficiario',
    },
    create: {
      method: 'POST',
      path: '/api/beneficiario/creaBeneficiario/{idProgrammaInvestimento}/{codiceFiscale}',
      query: ['denominazione'],
      operationId: 'creaBeneficiario',
    },
    update: AZIONI_BENEFICIARIO.modifica.endpoint,
    delete: AZIONI_BENEFICIARIO.elimina.endpoint,
  },
  actions: AZIONI_BENEFICIARIO,
};
