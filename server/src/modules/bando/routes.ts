import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requirePermission } from '../../engine/require-permission';
import type { AppDatabase } from '../../db/database';
import { notFound } from '../../http/errors';
import { ErrorRef } from '../../../../contract/errori';
import { inviaExcel, RispostaExcel } from '../../http/excel';
import { pageOf, setTotalCount, sortOf } from '../../http/paging';
import { createBandoRepository } from './repository';
import { writeRiepilogoBando } from './riepilogo-excel';
import { Bando, IdBandoParams, ListaBandiQuery } from '../../../../contract/bandi/record';
import { bandiSchema } from '../../../../contract/bandi/schema';
import { rottaIn } from '../../engine/route';

const BANDO_NON_TROVATO = 'Bando non trovato';
const RIEPILOGO_SOLO_FILIERA = 'Il riepilogo è disponibile solo per i bandi dei contratti di filiera (tipologia V).';

const errors = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };

/** The legacy call service, `/api/bando`. */
export const bandoRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const repository = createBandoRepository(db);
  const loadBando = async (request: FastifyRequest) => {
    const bando = await repository.findById((request.params as IdBandoParams).idBando);
    if (!bando) throw notFound(BANDO_NON_TROVATO);
    return bando;
  };

  app.get(
    rottaIn(app, bandiSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Lista dei bandi',
        description:
          'Senza paginazione risponde con tutti i bandi; con `_start`/`_end` ' +
          'o `page`/`perPage` con la pagina e il totale in `X-Total-Count`.',
        tags: ['bando'],
        querystring: ListaBandiQuery,
        response: { 200: Type.Array(Bando), ...errors },
      },
      preHandler: requirePermission('bandi', 'list'),
    },
    async (request, reply) => {
      const { rows, total } = await repository.list(
        sortOf(request.query, { field: 'idBando', order: 'ASC' }),
        pageOf(request.query),
        request.query,
      );
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.get(
    rottaIn(app, bandiSchema.endpoints!.getOne!),
    {
      schema: {
        summary: 'Dettaglio di un bando',
        tags: ['bando'],
        params: IdBandoParams,
        response: { 200: Bando, ...errors },
      },
      preHandler: requirePermission('bandi', 'show'),
    },
    async (request) => loadBando(request),
  );

  app.get(
    rottaIn(app, bandiSchema.actions!.scaricaRiepilogo!.endpoint),
    {
      schema: {
        summary: 'Riepilogo Excel dei programmi presentati per un bando di tipologia V',
        tags: ['bando'],
        params: IdBandoParams,
        response: {
          200: RispostaExcel,
          ...errors,
          409: ErrorRef,
        },
      },
      preHandler: requirePermission('bandi', 'action:scaricaRiepilogo', loadBando, RIEPILOGO_SOLO_FILIERA),
    },
    async (request, reply) => {
      const bando = request.checkedRecord as Bando;
      return inviaExcel(request, reply, `riepilogo-bando-${bando.idBando}.xlsx`, (output) =>
        writeRiepilogoBando(bando, repository.programmiDelBando(bando.idBando), output),
      );
    },
  );
};
