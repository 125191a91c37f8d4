import { modificaDossier } from '../beneficiariDomanda/schema';
import { VEDENTI_DOMANDE, VISIBILITA_DOMANDE } from '../domande/vedenti';
import type { Endpoint, ResourceSchema } from '../types';
import type { AllegatoDomanda } from './record';

const call = (method: Endpoint['method'], service: string, name: string, path = '', rest: Partial<Endpoint> = {}) => ({
  method,
  path: `/apigen/${service}/${name}${path}`,
  operationId: name,
  ...rest,
});

const access = {
  list: VEDENTI_DOMANDE,
  show: VEDENTI_DOMANDE,
  create: modificaDossier.roles,
  delete: modificaDossier.roles,
};

const fields: ResourceSchema<AllegatoDomanda>['fields'] = [
  { source: 'descrizioneCategoria', label: 'Categoria', type: 'text', sortable: true },
  { source: 'nomeFile', label: 'File', type: 'text' },
  { source: 'dataScadenza', label: 'Scadenza', type: 'date' },
  { source: 'scaduto', label: 'Scaduto', type: 'boolean' },
  { source: 'caricatoDaNome', label: 'Caricato da', type: 'text' },
  { source: 'caricatoIl', label: 'Caricato il', type: 'datetime', sortable: true },
];

/** The application's own attachments; the rules read the application they belong to. */
export const allegatiDomandaSchema: ResourceSchema<AllegatoDomanda> = {
  name: 'allegatiDomanda',
  idField: 'idAllegato',
  label: { one: 'Allegato della domanda', many: 'Allegati della domanda' },
  fields,
  list: { columns: ['descrizioneCategoria', 'nomeFile', 'dataScadenza', 'caricatoDaNome', 'caricatoIl'] },
  access,
  visibility: VISIBILITA_DOMANDE,
  actions: {
    carica: {
      label: 'Carica allegato',
      ...modificaDossier,
      endpoint: call('POST', 'allegato', 'caricaAllegatoDomanda', '', {
        query: ['idDomanda', 'idCategoria', 'dataScadenza'],
        requiredQuery: ['idDomanda', 'idCategoria'],
        body: 'multipart',
      }),
    },
    scarica: {
      label: 'Scarica',
      roles: VEDENTI_DOMANDE,
      endpoint: call('GET', 'allegato', 'downloadAllegatoDomanda', '/{idAllegato}', { download: true }),
    },
  },
  endpoints: {
    getList: call('GET', 'allegato', 'listaAllegatiDomanda', '/{idDomanda}'),
    delete: call('DELETE', 'allegato', 'cancellaAllegatoDomanda', '/{idDomanda}/{idAllegato}'),
  },
};

/** A beneficiary's attachments, under the application's rules. */
export const allegatiBeneficiarioDomandaSchema: ResourceSchema<AllegatoDomanda> = {
  name: 'allegatiBeneficiarioDomanda',
  idField: 'idAllegato',
  label: { one: 'Allegato del beneficiario', many: 'Allegati del beneficiario' },
  fields,
  list: { columns: ['descrizioneCategoria', 'nomeFile', 'dataScadenza', 'caricatoDaNome', 'caricatoIl'] },
  access,
  visibility: VISIBILITA_DOMANDE,
  actions: {
    carica: {
      label: 'Carica allegato',
      ...modificaDossier,
      endpoint: call('POST', 'beneficiario', 'caricaAllegatoBeneficiario', '', {
        query: ['idBeneficiario', 'idDomanda', 'idCategoria', 'dataScadenza'],
        requiredQuery: ['idBeneficiario', 'idDomanda', 'idCategoria'],
        body: 'multipart',
      }),
    },
    scarica: {
      label: 'Scarica',
      roles: VEDENTI_DOMANDE,
      endpoint: call('GET', 'beneficiario', 'downloadAllegatoBeneficiario', '/{idAllegato}', { download: true }),
    },
  },
  endpoints: {
    getList: call('GET', 'beneficiario', 'listaAllegatiBeneficiario', '/{idBeneficiario}'),
    delete: call('DELETE', 'beneficiario', 'cancellaAllegatoBeneficiario', '/{idBeneficiario}/{idAllegato}'),
  },
};

/** Reference data: the categories of the application's and of a beneficiary's attachments. */
export const CATEGORIE_ALLEGATO_DOMANDA = {
  domanda: call('GET', 'allegato', 'getCategorieAllegatoDomanda'),
  beneficiario: call('GET', 'beneficiario', 'getCategorieAllegatoBeneficiario'),
} as const satisfies Record<string, Endpoint>;
