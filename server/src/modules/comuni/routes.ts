import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { errori } from '../../../../contract/allegati/record';
import { CodiceIstatParams, Comune, ListaComuniQuery } from '../../../../contract/comuni/record';
import { comuniSchema } from '../../../../contract/comuni/schema';
import { ROLES } from '../../../../contract/roles';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { conTotale, contiene, iniziaPer, pagina, righe } from '../../db/sql';
import { forbidden, notFound } from '../../http/errors';
import { pageOf, setTotalCount, sortOf } from '../../http/paging';
import { rottaIn } from '../../engine/route';

const TAG = ['comuni'];
const PAGINAZIONE = 'Con `_start`/`_end` o `page`/`perPage` risponde con la pagina e il totale in `X-Total-Count`.';

const COLONNE = sql`c.cod_istat AS "codiceIstat", c.denominazione, c.sigla_provincia AS "siglaProvincia",
  c.cod_regione AS "codRegione", r.denominazione AS "descrizioneRegione",
  c.denominazione || ' (' || c.sigla_provincia || '), ' || r.denominazione AS descrizione`;
const TABELLE = sql`comune c JOIN regione r ON r.cod_regione = c.cod_regione`;
const ORDINE = { denominazione: sql`lower(c.denominazione)`, codiceIstat: sql`c.cod_istat` } as const;

const ogniRuolo = (principal: ReturnType<typeof principalOf>) => {
  if (!principal.roles.some((role) => ROLES.includes(role))) throw forbidden();
};

/**
 * The Italian municipalities (reference data, table `comune`, loaded from ISTAT's list: docs/domande.md), so a person
 * chooses one by name. Paths of ours: the legacy client has no call listing them.
 */
export const comuniRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const { getList, getOne } = comuniSchema.endpoints!;

  app.get(
    rottaIn(app, getList!),
    {
      schema: {
        summary: 'Comuni italiani il cui nome contiene il testo dato, con provincia e regione',
        description:
          'Senza distinguere maiuscole e accenti. Il comune che si chiama esattamente come il testo viene per primo, ' +
          `poi quelli il cui nome inizia per il testo. ${PAGINAZIONE}`,
        tags: TAG,
        querystring: ListaComuniQuery,
        response: { 200: Type.Array(Comune), ...errori },
      },
    },
    async (request, reply) => {
      ogniRuolo(principalOf(request));
      const { nome } = request.query;
      const sort = sortOf(request.query, { field: 'denominazione', order: 'ASC' });
      const page = pageOf(request.query);
      const where: SQL = nome ? contiene(sql`c.denominazione`, nome) : sql`true`;
      const primoEsatto = nome
        ? sql`testo_ricerca(c.denominazione) = testo_ricerca(${nome}) DESC,
          ${iniziaPer(sql`c.denominazione`, nome)} DESC,`
        : sql``;
      const { rows, total } = await conTotale<Comune>(
        db,
        (totale) => sql`SELECT ${COLONNE}, ${totale} FROM ${TABELLE} WHERE ${where}
          ORDER BY ${primoEsatto} ${ORDINE[sort.field]} ${sql.raw(sort.order)}, c.cod_istat ${pagina(page)}`,
        sql`comune c WHERE ${where}`,
        page,
      );
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.get(
    rottaIn(app, getOne!),
    {
      schema: {
        summary: 'Un comune italiano dal suo codice ISTAT',
        tags: TAG,
        params: CodiceIstatParams,
        response: { 200: Comune, ...errori },
      },
    },
    async (request) => {
      ogniRuolo(principalOf(request));
      const [comune] = await righe<Comune>(
        db,
        sql`SELECT ${COLONNE} FROM ${TABELLE} WHERE c.cod_istat = ${request.params.codiceIstat}`,
      );
      if (!comune) throw notFound('Nessun comune italiano ha questo codice ISTAT');
      return comune;
    },
  );
};
