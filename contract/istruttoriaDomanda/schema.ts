import { inCaricoAMe } from '../domande/azioni';
import { domandeSchema } from '../domande/schema';
import { VISIBILITA_DOMANDE } from '../domande/vedenti';
import { ISTRUTTORE } from '../roles';
import type { ActionPolicy, Endpoint, ResourceSchema } from '../types';
import type { AllegatoIstruttoria, NotaIstruttoria } from './record';

/** Notes and files of the review are written by the instructor in charge while the review lasts. */
export const scritturaIstruttoria = {
  roles: [ISTRUTTORE],
  states: ['IN_ISTRUTTORIA'],
  appliesTo: inCaricoAMe,
} as const satisfies ActionPolicy;

const lettori = domandeSchema.reads?.istruttoria ?? [];
const access = { list: lettori, show: lettori, create: scritturaIstruttoria.roles, delete: scritturaIstruttoria.roles };

const istruttoria = (method: Endpoint['method'], name: string, path: string, rest: Partial<Endpoint> = {}) => ({
  method,
  path: `/apigen/istruttoria/${name}${path}`,
  operationId: name,
  ...rest,
});

export const noteIstruttoriaSchema: ResourceSchema<NotaIstruttoria> = {
  name: 'noteIstruttoria',
  idField: 'idNota',
  label: { one: 'Nota istruttoria', many: 'Note istruttorie' },
  fields: [
    { source: 'testo', label: 'Nota', type: 'longtext', required: true },
    { source: 'nominativo', label: 'Autore', type: 'text' },
    { source: 'creataIl', label: 'Scritta il', type: 'datetime', sortable: true },
  ],
  list: { columns: ['creataIl', 'nominativo', 'testo'] },
  access,
  visibility: VISIBILITA_DOMANDE,
  endpoints: {
    getList: istruttoria('GET', 'listaNoteIstruttoria', '/{idDomanda}'),
    create: istruttoria('POST', 'salvaNotaIstruttoria', '/{idDomanda}', { body: 'json' }),
    delete: istruttoria('DELETE', 'eliminaNotaIstruttoria', '/{idNota}'),
  },
};

export const allegatiIstruttoriaSchema: ResourceSchema<AllegatoIstruttoria> = {
  name: 'allegatiIstruttoria',
  idField: 'idAllegato',
  label: { one: "File dell'istruttoria", many: "File dell'istruttoria" },
  fields: [
    { source: 'nomeFile', label: 'File', type: 'text' },
    { source: 'caricatoDaNome', label: 'Caricato da', type: 'text' },
    { source: 'caricatoIl', label: 'Caricato il', type: 'datetime', sortable: true },
  ],
  list: { columns: ['nomeFile', 'caricatoDaNome', 'caricatoIl'] },
  access,
  visibility: VISIBILITA_DOMANDE,
  actions: {
    carica: {
      label: 'Carica file',
      ...scritturaIstruttoria,
      endpoint: istruttoria('POST', 'caricaAllegatoIstruttoria', '/{idDomanda}', { body: 'multipart' }),
    },
    scarica: {
      label: 'Scarica',
      roles: lettori,
      endpoint: istruttoria('GET', 'downloadAllegatoIstruttoria', '/{idAllegato}', { download: true }),
    },
  },
  endpoints: {
    getList: istruttoria('GET', 'listaAllegatiIstruttoria', '/{idDomanda}'),
    delete: istruttoria('DELETE', 'eliminaAllegatoIstruttoria', '/{idAllegato}'),
  },
};
