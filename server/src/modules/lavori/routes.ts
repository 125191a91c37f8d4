import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorRef } from '../../../../contract/errori';
import { Lavoro, ListaLavoriQuery } from '../../../../contract/lavori/record';
import { LAVORI } from '../../../../contract/lavori/schema';
import type { AppDatabase } from '../../db/database';
import { rottaIn } from '../../engine/route';
import { requirePermission } from '../../engine/require-permission';
import { pageOf, setTotalCount } from '../../http/paging';
import { elencoLavori } from '../../lavori/elenco';

/** The background jobs, for the ministry: state, attempts, last error and next run of each (docs/architecture.md). */
export const lavoriRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    rottaIn(app, LAVORI.getListaLavori),
    {
      preHandler: requirePermission('lavori', 'list'),
      schema: {
        summary: 'Lavori in background: stato, tentativi, ultimo errore e prossima esecuzione',
        description:
          'Le esecuzioni della pulizia dei file temporanei e delle scadenze dei termini, dalla più recente; ' +
          'con `_start`/`_end` o `page`/`perPage` la pagina e il totale in `X-Total-Count` (100 senza pagina).',
        tags: ['lavori'],
        querystring: ListaLavoriQuery,
        response: { 200: Type.Array(Lavoro), 400: ErrorRef, 401: ErrorRef, 403: ErrorRef },
      },
    },
    async (request, reply) => {
      const { rows, total } = await elencoLavori(db, request.query, pageOf(request.query));
      setTotalCount(reply, total);
      return rows;
    },
  );
};
