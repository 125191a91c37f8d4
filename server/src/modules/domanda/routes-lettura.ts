import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { ErrorRef } from '../../../../contract/errori';
import {
  Domanda,
  IdDomandaParams,
  IncaricoDomanda,
  ListaDomandeQuery,
  ListaIncarichiDomandaQuery,
  StatoDomandaVoce,
} from '../../../../contract/domande/record';
import { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { domandeSchema, incarichiDomandaSchema, statiDomandaSchema } from '../../../../contract/domande/schema';
import { AziendaProponente, aziendeProponenteSchema } from '../../../../contract/domande/aziende';
import { storicoDomandaSchema, VoceStoricoDomanda } from '../../../../contract/domande/storico';
import { inActionState } from '../../../../contract/policy';
import { ROLES } from '../../../../contract/roles';
import { leggiPunteggi } from '../../../../contract/valutazione/schema';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { righe } from '../../db/sql';
import { pageOf, setTotalCount, sortOf } from '../../http/paging';
import { attoreDi } from '../../engine/actor';
import { domandaVisibile } from './access';
import { aziendaNota } from './creazione';
import { incarichiDi } from './incarichi';
import { listaDomande, ORDINE_PREDEFINITO } from './lista';
import { rottaIn } from '../../engine/route';
import { storicoDomanda } from './storico';

export const TAG = ['domanda'];
export const errori = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef };
const PAGINAZIONE = 'Con `_start`/`_end` o `page`/`perPage` risponde con la pagina e il totale in `X-Total-Count`.';
const VEDENTI = domandeSchema.access.list ?? [];

/** The reads of `/apigen/domanda`: the list, the states, the work queue and one application. */
export const routesLettura: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    rottaIn(app, domandeSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Domande dei distretti del cibo visibili a chi chiama, con i filtri di ricerca',
        description:
          'Ricerca per inizio di denominazione, cognome del rappresentante legale ' +
          `e denominazione di un beneficiario. ${PAGINAZIONE}`,
        tags: TAG,
        querystring: ListaDomandeQuery,
        response: { 200: Type.Array(Domanda), ...errori },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      attoreDi(principal, VEDENTI);
      const sort = sortOf(request.query, ORDINE_PREDEFINITO);
      const { rows, total } = await listaDomande(db, principal, request.query, sort, pageOf(request.query));
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.get(
    rottaIn(app, statiDomandaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Stati della domanda',
        tags: TAG,
        response: { 200: Type.Array(StatoDomandaVoce), ...errori },
      },
    },
    async (request) => {
      attoreDi(principalOf(request), ROLES);
      return righe(
        db,
        sql`SELECT id_stato AS "idStato", descrizione AS "descrizioneStato", finale FROM stato_domanda ORDER BY ordine`,
      );
    },
  );

  app.get(
    rottaIn(app, incarichiDomandaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Le domande che attendono un’azione di chi chiama',
        description: PAGINAZIONE,
        tags: TAG,
        querystring: ListaIncarichiDomandaQuery,
        response: { 200: Type.Array(IncaricoDomanda), ...errori },
      },
    },
    async (request, reply) => {
      // A queue of applications: the roles with no part in DC calls get 403, as for the list.
      attoreDi(principalOf(request), VEDENTI);
      const sort = sortOf(request.query, { field: 'statoDal', order: 'ASC' });
      const { rows, total } = await incarichiDi(db, principalOf(request), sort, pageOf(request.query));
      setTotalCount(reply, total);
      return rows;
    },
  );

  app.get(
    rottaIn(app, domandeSchema.endpoints!.getOne!),
    {
      schema: {
        summary: 'La domanda con il suo proponente: email, PEC, rappresentante legale e referente',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: DettaglioDomanda, ...errori },
      },
    },
    async (request) => domandaVisibile(db, principalOf(request), request.params.idDomanda, VEDENTI),
  );

  app.get(
    rottaIn(app, storicoDomandaSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Storico della domanda: chi, quando, quale azione, da quale stato a quale, con quale nota',
        description:
          'Percorso nuovo, non del servizio legacy. Lo legge chi vede la domanda; persone, ruoli, azioni e stati ' +
          'con il loro nome.',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: Type.Array(VoceStoricoDomanda), ...errori },
      },
    },
    async (request) => {
      const { idDomanda } = request.params;
      const principal = principalOf(request);
      const domanda = await domandaVisibile(db, principal, idDomanda, domandeSchema.reads?.storico ?? []);
      const record = domanda as unknown as Record<string, unknown>;
      const punteggi = principal.roles.some(
        (ruolo) =>
          (leggiPunteggi.roles as readonly string[]).includes(ruolo) && inActionState(leggiPunteggi, ruolo, record),
      );
      return storicoDomanda(db, idDomanda, { punteggi });
    },
  );

  app.get(
    rottaIn(app, aziendeProponenteSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Le aziende di chi chiama (i CUAA del suo token), con il nome che il portale conosce',
        description:
          'Percorso nuovo, non del servizio legacy: il nome è quello dell’ultima pratica, nullo se mai vista.',
        tags: TAG,
        response: { 200: Type.Array(AziendaProponente), ...errori },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      attoreDi(principal, aziendeProponenteSchema.access.list ?? []);
      return Promise.all(
        principal.cuaa.map(async (cuaa) => ({
          cuaa,
          denominazione: (await aziendaNota(db, cuaa))?.denominazione ?? null,
        })),
      );
    },
  );
};
