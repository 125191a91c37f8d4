import type { Static } from 'typebox';
import type { Notifica as NotificaSchema } from '../../server/src/modules/notifiche/routes';
import type { ResourceSchema } from '../types';

export type Notifica = Static<typeof NotificaSchema>;

/** The signed-in person's notifications, newest first; `letto=false` with a page of one gives the badge's count. */
export const notificheSchema: ResourceSchema<Notifica> = {
  name: 'notifiche',
  idField: 'idNotifica',
  label: { one: 'Notifica', many: 'Notifiche' },
  fields: [
    { source: 'titolo', label: 'Titolo', type: 'text' },
    { source: 'testo', label: 'Testo', type: 'text' },
    { source: 'dataCreazione', label: 'Data', type: 'datetime' },
    { source: 'letto', label: 'Letta', type: 'boolean' },
  ],
  access: {},
  endpoints: {
    getList: { method: 'GET', path: '/api/notifiche/getNotificheUtente', query: ['letto'], operationId: 'getNotificheUtente' },
  },
  actions: {
    segnaTutteLette: {
      label: 'Segna tutte come lette',
      roles: [],
      endpoint: { method: 'PUT', path: '/api/notifiche/segnaTutteLette', operationId: 'segnaTutteLette' },
    },
  },
};
