import type { ResourceSchema } from '../../../resources/types';

/** Small resources declared for the mappings the bandi resource does not have. */
export const noteSchema: ResourceSchema = {
  name: 'note',
  idField: 'idNota',
  label: { one: 'Nota', many: 'Note' },
  fields: [],
  access: {},
  endpoints: {
    getList: {
      method: 'GET',
      path: '/apigen/istruttoria/listaNoteIstruttoria/{idDomanda}',
      query: ['testo'],
      operationId: 'listaNoteIstruttoria',
    },
    create: {
      method: 'POST',
      path: '/apigen/istruttoria/salvaNotaIstruttoria/{idDomanda}',
      body: 'json',
      operationId: 'salvaNotaIstruttoria',
    },
    update: {
      method: 'PUT',
      path: '/apigen/istruttoria/modificaNota/{idNota}',
      body: 'json',
      operationId: 'modificaNota',
    },
    delete: {
      method: 'DELETE',
      path: '/apigen/istruttoria/eliminaNotaIstruttoria/{idNota}',
      operationId: 'eliminaNotaIstruttoria',
    },
  },
};

export const allegatiSchema: ResourceSchema = {
  name: 'allegatiProponente',
  idField: 'idAllegato',
  label: { one: 'Allegato', many: 'Allegati' },
  fields: [],
  access: {},
  endpoints: {
    create: {
      method: 'POST',
      path: '/api/allegato/caricaAllegatoProponente',
      query: ['idProponente', 'idTipologia', 'dataScadenza'],
      requiredQuery: ['idProponente', 'idTipologia'],
      body: 'multipart',
      operationId: 'caricaAllegatoProponente',
    },
  },
};

export const programmiSchema: ResourceSchema = {
  name: 'programmi',
  idField: 'idProgrammaInvestimento',
  label: { one: 'Programma', many: 'Programmi' },
  fields: [],
  access: {},
  endpoints: {
    getOne: {
      method: 'GET',
      path: '/api/programma/getDatiGeneraliProgramma/{idProgrammaInvestimento}',
      operationId: 'getDatiGeneraliProgramma',
    },
  },
  actions: {
    valida: {
      label: 'Valida',
      roles: ['MBAC_VALI_ISMEA'],
      endpoint: {
        method: 'PUT',
        path: '/api/programma/eseguiValidazioneProgramma/{idProgrammaInvestimento}',
        query: ['esito', 'note', 'esitoIsmea'],
        requiredQuery: ['esito'],
        operationId: 'eseguiValidazioneProgramma',
      },
    },
    caricaControDeduzioni: {
      label: 'Carica controdeduzioni',
      roles: ['MBAC_PROPONENTE'],
      endpoint: {
        method: 'POST',
        path: '/api/allegato/caricaControDeduzioni/{idProgrammaInvestimento}',
        body: 'multipart',
        operationId: 'caricaControDeduzioni',
      },
    },
    salvaBancaAutorizzata: {
      label: 'Salva banca autorizzata',
      roles: ['MBAC_PROPONENTE'],
      endpoint: {
        method: 'POST',
        path: '/api/programma/salvaBancaAutorizzata/{idProgrammaInvestimento}',
        body: 'json',
        operationId: 'salvaBancaAutorizzata',
      },
    },
  },
};

export const notificheSchema: ResourceSchema = {
  name: 'notifiche',
  idField: 'id',
  label: { one: 'Notifica', many: 'Notifiche' },
  fields: [],
  access: {},
  restBase: '/api/rest',
};
