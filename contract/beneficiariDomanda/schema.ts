import { AZIONI_DOMANDA } from '../domande/azioni';
import { VEDENTI_DOMANDE, VISIBILITA_DOMANDE } from '../domande/vedenti';
import type { ActionPolicy, ResourceSchema } from '../types';
import type { BeneficiarioDomanda, Sede } from './record';

/**
 * Beneficiaries, their sites and attachments are the application's dossier: the proponent edits them while the
 * application is a draft. The record the rule reads is the application they belong to.
 */
export const modificaDossier = {
  roles: AZIONI_DOMANDA.modifica.roles,
  states: AZIONI_DOMANDA.modifica.states,
} as const satisfies ActionPolicy;

const apigen = (service: string, call: string, path = '') => `/apigen/${service}/${call}${path}`;

export const beneficiariDomandaSchema: ResourceSchema<BeneficiarioDomanda> = {
  name: 'beneficiariDomanda',
  idField: 'idBeneficiario',
  label: { one: 'Beneficiario', many: 'Beneficiari' },
  fields: [
    { source: 'codiceFiscale', label: 'Codice fiscale', type: 'text', required: true, sortable: true },
    { source: 'denominazione', label: 'Denominazione', type: 'text', required: true, sortable: true },
    { source: 'investimentoRichiesto', label: 'Investimento richiesto', type: 'currency', required: true },
    { source: 'mail', label: 'Email', type: 'text' },
    { source: 'pec', label: 'PEC', type: 'text' },
    { source: 'nSedi', label: 'N. sedi', type: 'number' },
  ],
  list: { columns: ['codiceFiscale', 'denominazione', 'investimentoRichiesto', 'nSedi'] },
  access: {
    list: VEDENTI_DOMANDE,
    show: VEDENTI_DOMANDE,
    create: modificaDossier.roles,
    edit: modificaDossier.roles,
    delete: modificaDossier.roles,
  },
  visibility: VISIBILITA_DOMANDE,
  endpoints: {
    getList: {
      method: 'GET',
      path: apigen('beneficiario', 'listaBeneficiari', '/{idDomanda}'),
      operationId: 'listaBeneficiari',
    },
    getOne: {
      method: 'GET',
      path: apigen('beneficiario', 'dettaglioBeneficiario', '/{idBeneficiario}'),
      operationId: 'dettaglioBeneficiario',
    },
    create: {
      method: 'POST',
      path: apigen('beneficiario', 'creaBeneficiario', '/{idDomanda}/{codiceFiscale}'),
      query: ['denominazione'],
      operationId: 'creaBeneficiario',
    },
    update: {
      method: 'POST',
      path: apigen('beneficiario', 'salvaBeneficiario'),
      body: 'json',
      operationId: 'salvaBeneficiario',
    },
    delete: {
      method: 'DELETE',
      path: apigen('beneficiario', 'eliminaBeneficiario', '/{idBeneficiario}'),
      operationId: 'eliminaBeneficiario',
    },
  },
  actions: {},
};

export const sediBeneficiarioSchema: ResourceSchema<Sede> = {
  name: 'sediBeneficiario',
  idField: 'idSede',
  label: { one: 'Sede operativa', many: 'Sedi operative' },
  fields: [
    { source: 'indirizzo', label: 'Indirizzo', type: 'text', required: true },
    { source: 'cap', label: 'CAP', type: 'text', required: true },
    {
      source: 'codiceIstatComune',
      label: 'Comune',
      type: 'select',
      required: true,
      choicesFrom: {
        resource: 'comuni',
        value: 'codiceIstat',
        label: 'descrizione',
        search: { filter: 'nome', sort: 'denominazione' },
      },
    },
    { source: 'comune', label: 'Comune', type: 'text' },
    { source: 'siglaProvincia', label: 'Provincia', type: 'text' },
    { source: 'descrizioneRegione', label: 'Regione', type: 'text' },
  ],
  list: { columns: ['indirizzo', 'cap', 'comune', 'siglaProvincia', 'descrizioneRegione'] },
  access: {
    list: VEDENTI_DOMANDE,
    show: VEDENTI_DOMANDE,
    create: modificaDossier.roles,
    delete: modificaDossier.roles,
  },
  visibility: VISIBILITA_DOMANDE,
  endpoints: {
    getList: {
      method: 'GET',
      path: apigen('sedi', 'listaSediBeneficiario', '/{idBeneficiario}'),
      operationId: 'listaSediBeneficiario',
    },
    create: {
      method: 'POST',
      path: apigen('sedi', 'aggiungiSedeBeneficiario', '/{idBeneficiario}'),
      body: 'json',
      operationId: 'aggiungiSedeBeneficiario',
    },
    delete: {
      method: 'DELETE',
      path: apigen('sedi', 'eliminaSedeBeneficiario', '/{idSede}'),
      operationId: 'eliminaSedeBeneficiario',
    },
  },
};
