import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Intero } from '../../../../contract/interi';
import { ListaNotificheQuery, Notifica } from '../../../../contract/notifiche/record';
import { Type } from 'typebox';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { notFound } from '../../http/errors';
import { ErrorRef } from '../../../../contract/errori';
import { pageOf, setTotalCount } from '../../http/paging';
import { notificheDi, segnaLetta, segnaTutteLette } from './notifiche';
import { NOTIFICHE_APIGEN, notificheSchema } from '../../../../contract/notifiche/schema';
import { rottaIn } from '../../engine/route';

const TAG = ['notifiche'];
const errori = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };

/** The caller's notifications, newest first; with `letto=false` and a page of one, X-Total-Count is the badge. */
export const notificheUtenteRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    rottaIn(app, notificheSchema.endpoints!.getList!, NOTIFICHE_APIGEN.getNotificheUtente),
    {
      schema: {
        summary: 'Notifiche di chi chiama, dalla più recente',
        description: 'Con `_start`/`_end` o `page`/`perPage` risponde con la pagina e il totale in `X-Total-Count`.',
        tags: TAG,
        querystring: ListaNotificheQuery,
        response: { 200: Type.Array(Notifica), ...errori },
      },
    },
    async (request, reply) => {
      const { rows, total } = await notificheDi(db, principalOf(request), request.query, pageOf(request.query));
      setTotalCount(reply, total);
      return rows;
    },
  );
};

/** Marking read: new paths of this server (`/api/notifiche/segnaLetta`, `/api/notifiche/segnaTutteLette`). */
export const notificheRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  await app.register(notificheUtenteRoutes, { db });

  app.put(
    rottaIn(app, notificheSchema.actions!.segnaLetta!.endpoint),
    {
      schema: {
        summary: 'Segna come letta una notifica di chi chiama (percorso nuovo)',
        tags: TAG,
        params: Type.Object({ idNotifica: Intero({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...errori },
      },
    },
    async (request, reply) => {
      if (!(await segnaLetta(db, principalOf(request), request.params.idNotifica)))
        throw notFound('Notifica non trovata');
      return reply.code(204).send(null);
    },
  );

  app.put(
    rottaIn(app, notificheSchema.actions!.segnaTutteLette!.endpoint),
    {
      schema: {
        summary: 'Segna come lette tutte le notifiche di chi chiama (percorso nuovo)',
        tags: TAG,
        response: { 200: Type.Object({ segnate: Intero({ minimum: 0 }) }), ...errori },
      },
    },
    async (request) => ({ segnate: await segnaTutteLette(db, principalOf(request)) }),
  );
};
