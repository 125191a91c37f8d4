import type { Beneficiario } from '../../server/src/modules/beneficiario/schemas';
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
    { source: 'codiceFiscale', label: 'Codice fiscale', type: 'text', required: true, sortable: true, columnFilter: true },
    { source: 'denominazione', label: 'Denominazione', type: 'text', required: true, sortable: true, columnFilter: true },
    { source: 'cognome', label: 'Cognome', type: 'text' },
    { source: 'nome', label: 'Nome', type: 'text' },
    { source: 'formaGiuridica', label: 'Forma giuridica', type: 'text' },
    {
      source: 'dimensioneImpresa', label: 'Dimensione impresa', type: 'select',
      choices: [
        { id: 'MICRO', name: 'Micro impresa' }, { id: 'PICCOLA', name: 'Piccola impresa' },
        { id: 'MEDIA', name: 'Media impresa' }, { id: 'GRANDE', name: 'Grande impresa' },
      ],
    },
    { source: 'indirizzo', label: 'Indirizzo', type: 'text' },
    { source: 'comune', label: 'Comune', type: 'text' },
    { source: 'provincia', label: 'Provincia', type: 'text' },
    { source: 'cap', label: 'CAP', type: 'text' },
    { source: 'codRegione', label: 'Codice regione', type: 'text', sortable: true },
    { source: 'descrizioneRegione', label: 'Regione', type: 'text' },
    { source: 'mail', label: 'Email', type: 'text' },
    { source: 'pec', label: 'PEC', type: 'text' },
    { source: 'codiceCdp', label: 'Codice CDP', type: 'text' },
    { source: 'totaleInvestimenti', label: 'Totale investimenti', type: 'currency', sortable: true },
    { source: 'totaleFabbisogni', label: 'Totale fabbisogni', type: 'currency' },
    { source: 'totaleCoperture', label: 'Totale coperture', type: 'currency' },
    { source: 'abilitato', label: 'Abilitato', type: 'boolean' },
    {
      source: 'statoBeneficiario', label: 'Stato', type: 'select', sortable: true,
      choices: [{ id: 'ATTIVO', name: 'Attivo' }, { id: 'SOSTITUITO', name: 'Sostituito da subentro' }],
    },
    { source: 'idBeneficiarioVecchio', label: 'Subentrato al beneficiario n.', type: 'number' },
    { source: 'note', label: 'Note', type: 'longtext' },
  ],
  list: {
    columns: ['codiceFiscale', 'denominazione', 'descrizioneRegione', 'totaleInvestimenti', 'abilitato', 'statoBeneficiario'],
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
  reads: { storico: [COOR, ISTR, VALI, MINISTERO, PROPONENTE], checklist: checklistPolicy.reads?.checklist ?? [] },
  endpoints: {
    getList: {
      method: 'GET', path: '/api/beneficiario/getListaBeneficiari/{idProgrammaInvestimento}', operationId: 'getListaBeneficiari',
    },
    getOne: { method: 'GET', path: '/api/beneficiario/dettaglioBeneficiario/{idBeneficiario}', operationId: 'dettaglioBeneficiario' },
    create: {
      method: 'POST', path: '/api/beneficiario/creaBeneficiario/{idProgrammaInvestimento}/{codiceFiscale}',
      operationId: 'creaBeneficiario',
    },
    update: AZIONI_BENEFICIARIO.modifica.endpoint,
    delete: AZIONI_BENEFICIARIO.elimina.endpoint,
  },
  actions: AZIONI_BENEFICIARIO,
};
