import { FiltriBandi, type Bando } from './record';
import { NELLA_RIGA } from '../collocazione';
import { queryDi } from '../derivati';
import type { ResourceSchema } from '../types';

/** The record shape is the server's schema: the contract is written once. */
export type BandoRecord = Bando;

export const RUOLI_RIEPILOGO_BANDO = [
  'MBAC_COOR_ISMEA',
  'MBAC_ISTR_ISMEA',
  'MBAC_VALI_ISMEA',
  'MBAC_MINISTERO',
] as const;

export const bandiSchema: ResourceSchema<BandoRecord> = {
  name: 'bandi',
  idField: 'idBando',
  label: { one: 'Bando', many: 'Lista bandi' },
  fields: [
    { source: 'descrizione', type: 'text', sortable: true, columnFilter: true },
    { source: 'numeroProgrammi', type: 'number', sortable: true },
    {
      source: 'tipologia',
      type: 'select',
      choices: [
        { id: 'V', name: 'Contratti di filiera' },
        { id: 'DC', name: 'Distretti del cibo' },
      ],
    },
  ],
  list: { columns: ['descrizione', 'numeroProgrammi'], sort: { field: 'idBando', order: 'ASC' }, perPage: 10 },
  access: {
    list: [
      'MBAC_COOR_ISMEA',
      'MBAC_ISTR_ISMEA',
      'MBAC_VALI_ISMEA',
      'MBAC_MINISTERO',
      'MBAC_PROPONENTE',
      'MBAC_REGIONE',
      'MBAC_ISTRUTTORE',
      'MBAC_COMMISSIONE',
      'MBAC_BANCA',
    ],
    show: [
      'MBAC_COOR_ISMEA',
      'MBAC_ISTR_ISMEA',
      'MBAC_VALI_ISMEA',
      'MBAC_MINISTERO',
      'MBAC_PROPONENTE',
      'MBAC_REGIONE',
      'MBAC_ISTRUTTORE',
      'MBAC_COMMISSIONE',
      'MBAC_BANCA',
    ],
  },
  endpoints: {
    getList: { method: 'GET', path: '/api/bando/getListaBandi', ...queryDi(FiltriBandi), operationId: 'getListaBandi' },
    getOne: { method: 'GET', path: '/api/bando/getBando/{idBando}', operationId: 'getBando' },
  },
  actions: {
    scaricaRiepilogo: {
      label: 'Scarica riepilogo',
      placement: NELLA_RIGA,
      roles: RUOLI_RIEPILOGO_BANDO,
      appliesTo: (bando) => bando.tipologia === 'V',
      endpoint: {
        method: 'GET',
        path: '/api/bando/generaExcelRiepilogoBando/{idBando}',
        download: true,
        operationId: 'generaExcelRiepilogoBando',
      },
    },
  },
};
