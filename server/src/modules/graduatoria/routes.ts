import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errori, erroriScrittura } from '../../../../contract/allegati/record';
import { AZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import { IdDomandaParams } from '../../../../contract/domande/record';
import { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { AzioniPossibili } from '../../../../contract/possible-actions';
import { azioniPossibiliGraduatoria } from '../../../../contract/domande/possible-actions';
import { Graduatoria, GraduatoriaDaFinalizzare } from '../../../../contract/graduatoria/record';
import { listQuery } from '../../../../contract/lista';
import { Id } from '../../../../contract/programmi/record';
import {
  allegatoGraduatoriaSchema,
  LETTORI_VALUTAZIONE,
  graduatorieDaFinalizzareSchema,
  graduatorieSchema,
} from '../../../../contract/valutazione/schema';
import type { Principal } from '../../auth/principal';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { forbidden } from '../../http/errors';
import { inviaExcel, RispostaExcel } from '../../http/excel';
import { attoreDi } from '../domanda/access';
import { eseguiTransizione } from '../domanda/azioni';
import { rottaIn } from '../../engine/route';
import { graduatorieDaFinalizzare } from './da-finalizzare';
import { finalizzaGraduatoria, possibiliDellaGraduatoria } from './finalizza';
import { scriviGraduatoriaExcel } from './excel';
import {
  graduatoriaDefinitiva,
  leggiGraduatoria,
  parametriDelBando,
  righeABlocchi,
  testataGraduatoria,
} from './lettura';

const TAG = ['graduatoria'];
const BandoParams = Type.Object({ idBando: Id });
/** A handful of calls at most: the paging the data provider sends is accepted and the browser pages them itself. */
const ListaDaFinalizzareQuery = listQuery(['prontaDal']);

/** The provisional ranking is the commission's and the ministry's; the final one everyone's (403 before). */
async function leggibile(db: AppDatabase, principal: Principal, idBando: number): Promise<void> {
  if (principal.roles.some((ruolo) => LETTORI_VALUTAZIONE.includes(ruolo as never))) return;
  if (!(await graduatoriaDefinitiva(db, idBando))) throw forbidden();
}

/** A DC call's ranking (`/apigen/graduatoria`; docs/graduatoria.md): provisional, finalised, unlocked applications. */
export const graduatoriaRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const { endpoints, actions } = graduatorieSchema;

  app.get(
    rottaIn(app, endpoints!.getOne!),
    {
      schema: {
        summary: 'Graduatoria del bando: provvisoria (calcolata ora) finché non è definitiva, congelata dopo',
        description: 'La provvisoria la leggono la commissione e il ministero; quella definitiva è di tutti.',
        tags: TAG,
        params: BandoParams,
        response: { 200: Graduatoria, ...erroriScrittura },
      },
    },
    async (request) => {
      await leggibile(db, principalOf(request), request.params.idBando);
      return leggiGraduatoria(db, request.params.idBando);
    },
  );

  app.get(
    rottaIn(app, azioniPossibiliGraduatoria),
    {
      schema: {
        summary: 'Se chi legge può finalizzare ora la graduatoria del bando, e altrimenti perché',
        description: 'Lo stesso motivo del 409 di `finalizzaGraduatoria`; vuota per chi non può mai finalizzarla.',
        tags: TAG,
        params: BandoParams,
        response: { 200: AzioniPossibili, ...erroriScrittura },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      await leggibile(db, principal, request.params.idBando);
      await testataGraduatoria(db, request.params.idBando);
      const { roles } = actions!.finalizza;
      if (!principal.roles.some((ruolo) => roles.includes(ruolo))) return {};
      return possibiliDellaGraduatoria(db, request.params.idBando, attoreDi(principal, roles));
    },
  );

  app.get(
    rottaIn(app, actions!.finalizza.endpoint),
    {
      schema: {
        summary: actions!.finalizza.label,
        description:
          'In una transazione: colloca ogni domanda valutata, congela le righe con il budget residuo e la versione ' +
          'della regola, porta ogni domanda al suo esito. Rifiutata (409) con domande ancora in istruttoria o in ' +
          'valutazione, o se già definitiva.',
        tags: TAG,
        params: BandoParams,
        response: { 200: Graduatoria, ...erroriScrittura },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const attore = attoreDi(principal, actions!.finalizza.roles);
      await db.transaction((tx) => finalizzaGraduatoria(tx, request.params.idBando, attore));
      return leggiGraduatoria(db, request.params.idBando);
    },
  );

  app.get(
    rottaIn(app, graduatorieDaFinalizzareSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Lista di lavoro del ministero: i bandi la cui graduatoria può essere finalizzata',
        description:
          'I bandi dei distretti del cibo con domande valutate, nessuna ancora in istruttoria o in valutazione e la ' +
          'graduatoria non ancora definitiva; in attesa da quando è stata conclusa l’ultima valutazione.',
        tags: TAG,
        querystring: ListaDaFinalizzareQuery,
        response: { 200: Type.Array(GraduatoriaDaFinalizzare), ...errori },
      },
    },
    async (request) => {
      attoreDi(principalOf(request), actions!.finalizza.roles);
      return graduatorieDaFinalizzare(db);
    },
  );

  app.get(
    rottaIn(app, AZIONI_DOMANDA.sbloccaValutazione.endpoint),
    {
      schema: {
        summary: AZIONI_DOMANDA.sbloccaValutazione.label,
        description: 'Rifiutata (409) quando la graduatoria del bando è definitiva.',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: DettaglioDomanda, ...errori, 409: erroriScrittura[409] },
      },
    },
    async (request) => eseguiTransizione(db, principalOf(request), 'sbloccaValutazione', request.params.idDomanda),
  );

  app.get(
    rottaIn(app, allegatoGraduatoriaSchema.actions!.excel.endpoint),
    {
      schema: {
        summary: 'Graduatoria del bando (Excel), scritta mentre si scarica',
        description:
          'Una riga per domanda con il punteggio per parametro (la media dei beneficiari per i parametri ' +
          'BENEFICIARIO), il motivo per cui sta sopra la seguente, se supera il punteggio minimo, l’esito e il ' +
          'budget residuo; un secondo foglio con i dati del bando. Provvisoria per commissione e ministero, ' +
          'definitiva per tutti.',
        tags: TAG,
        params: BandoParams,
        response: { 200: RispostaExcel, ...errori, 409: erroriScrittura[409] },
      },
    },
    async (request, reply) => {
      await leggibile(db, principalOf(request), request.params.idBando);
      const testata = await testataGraduatoria(db, request.params.idBando);
      const parametri = await parametriDelBando(db, testata.idBando);
      const nome = `graduatoria-${testata.definitiva ? 'definitiva' : 'provvisoria'}-bando-${testata.idBando}.xlsx`;
      return inviaExcel(request, reply, nome, (output) =>
        scriviGraduatoriaExcel(testata, parametri, righeABlocchi(db, testata), output),
      );
    },
  );
};
