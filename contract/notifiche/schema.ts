import type { Static } from 'typebox';
import { FiltriNotifiche, type Notifica as NotificaSchema } from './record';
import { queryDi } from '../derivati';
import type { Endpoint, ResourceSchema } from '../types';

export type Notifica = Static<typeof NotificaSchema>;

/** The signed-in person's notifications, newest first; `letto=false` with a page of one gives the badge's count. */
export const notificheSchema: ResourceSchema<Notifica> = {
  name: 'notifiche',
  idField: 'idNotifica',
  label: { one: 'Notifica', many: 'Notifiche' },
  fields: [
    { source: 'titolo', type: 'text' },
    { source: 'testo', type: 'text' },
    { source: 'dataCreazione', type: 'datetime' },
    { source: 'letto', type: 'boolean' },
  ],
  access: {},
  endpoints: {
    getList: {
      method: 'GET',
      path: '/api/notifiche/getNotificheUtente',
      ...queryDi(FiltriNotifiche),
      operationId: 'getNotificheUtente',
    },
  },
  actions: {
    segnaLetta: {
      label: 'Segna come letta',
      roles: [],
      endpoint: { method: 'PUT', path: '/api/notifiche/segnaLetta/{idNotifica}', operationId: 'segnaLetta' },
    },
    segnaTutteLette: {
      label: 'Segna tutte come lette',
      roles: [],
      endpoint: { method: 'PUT', path: '/api/notifiche/segnaTutteLette', operationId: 'segnaTutteLette' },
    },
  },
};

/** The same list of the caller's notifications, also served under the application service. */
export const NOTIFICHE_APIGEN = {
  getNotificheUtente: { ...notificheSchema.endpoints!.getList!, path: '/apigen/notifiche/getNotificheUtente' },
} as const satisfies Record<string, Endpoint>;
