import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { ErrorRef, notFound } from '../../http/errors';
import { listQuery, pageOf, setTotalCount } from '../../http/paging';
import { notificheDi, segnaLetta, segnaTutteLette } from './notifiche';

const TAG = ['notifiche'];
const errori = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };

export const Notifica = Type.Object({
  idNotifica: Type.Integer(),
  titolo: Type.String(),
  testo: Type.String(),
  link: Type.Union([Type.String({ description: "Percorso dell'app, sotto /contratti-filiera-fe" }), Type.Null()]),
  dataCreazione: Type.String({ format: 'date-time' }),
  letto: Type.Boolean(),
});

const NotificheQuery = Type.Object({
  ...listQuery(['idNotifica']).properties,
  letto: Type.Optional(Type.Boolean({ description: 'Solo le lette (true) o le non lette (false)' })),
});

/** The caller's notifications, newest first; with `letto=false` and a page of one, X-Total-Count is the badge. */
export const notificheUtenteRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    '/getNotificheUtente',
    {
      schema: {
        summary: 'Notifiche di chi chiama, dalla più recente',
        description: 'Con `_start`/`_end` o `page`/`perPage` risponde con la pagina e il totale in `X-Total-Count`.',
        tags: TAG,
        querystring: NotificheQuery,
        response: { 200: Type.Array(Notifica), ...errori },
      },
    },
    async (request, reply) => {
      const { rows, total } = await notificheDi(db, principalOf(request), { letto: request.query.letto }, pageOf(request.query));
      setTotalCount(reply, total);
      return rows;
    },
  );
};

/** Marking read: new paths of this server (`/api/notifiche/segnaLetta`, `/api/notifiche/segnaTutteLette`). */
export const notificheRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  await app.register(notificheUtenteRoutes, { db });

  app.put(
    '/segnaLetta/:idNotifica',
    {
      schema: {
        summary: 'Segna come letta una notifica di chi chiama (percorso nuovo)',
        tags: TAG,
        params: Type.Object({ idNotifica: Type.Integer({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errori },
      },
    },
    async (request, reply) => {
      if (!(await segnaLetta(db, principalOf(request), request.params.idNotifica))) throw notFound('Notifica non trovata');
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/segnaTutteLette',
    {
      schema: {
        summary: 'Segna come lette tutte le notifiche di chi chiama (percorso nuovo)',
        tags: TAG,
        response: { 200: Type.Object({ segnate: Type.Integer({ minimum: 0 }) }), ...errori },
      },
    },
    async (request) => ({ segnate: await segnaTutteLette(db, principalOf(request)) }),
  );
};
