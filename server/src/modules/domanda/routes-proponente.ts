import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ErrorRef } from '../../../../contract/errori';
import { AZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import { DettaglioDomanda, MailPecQuery } from '../../../../contract/domande/record-proponente';
import { IdProponenteParams, Referente, SalvaRappresentanteBody } from '../../../../contract/proponenti/record';
import type { ActionPolicy } from '../../../../contract/types';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import { erroreData } from '../../../../contract/validators/date-vere';
import { oggiInItalia } from '../../engine/clock';
import type { Principal } from '../../auth/principal';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { salvaMail, salvaReferente, salvaRappresentante } from '../proponente/repository';
import { attoreDi, DOMANDA_NON_TROVATA, domandaPer } from './access';
import { dettaglio, domandaDelProponente } from './repository';
import { rottaIn } from '../../engine/route';
import { errori, TAG } from './routes-lettura';
import { domandeVisibili } from './visibility';

const erroriScrittura = { ...errori, 409: ErrorRef };

/** The proponent's data of an application, under the application's rules: the proponent, while a draft. */
export const routesProponente: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  /** Runs `scrivi` on the proponent record of an application the person may edit; answers the application. */
  async function salva(
    principal: Principal,
    regola: ActionPolicy,
    idProponente: number,
    scrivi: (tx: AppDatabase, idDomanda: number) => Promise<void>,
  ) {
    attoreDi(principal, regola.roles);
    const idDomanda = await domandaDelProponente(db, idProponente);
    if (!idDomanda) throw notFound(DOMANDA_NON_TROVATA);
    await db.transaction(async (tx) => {
      await domandaPer(tx, principal, regola, idDomanda);
      await scrivi(tx, idDomanda);
    });
    return (await dettaglio(db, idDomanda, domandeVisibili(principal), principal.username))!;
  }

  app.post(
    rottaIn(app, AZIONI_DOMANDA.salvaMailProponente.endpoint),
    {
      schema: {
        summary: "Salva l'email e la PEC del proponente della domanda, entrambe obbligatorie",
        tags: TAG,
        params: IdProponenteParams,
        querystring: MailPecQuery,
        response: { 200: DettaglioDomanda, ...erroriScrittura },
      },
    },
    async (request) =>
      salva(principalOf(request), AZIONI_DOMANDA.salvaMailProponente, request.params.idProponente, (tx) =>
        salvaMail(tx, request.params.idProponente, request.query.mail, request.query.pec),
      ),
  );

  app.post(
    rottaIn(app, AZIONI_DOMANDA.salvaRappresentanteLegale.endpoint),
    {
      schema: {
        summary: 'Salva il rappresentante legale del proponente della domanda',
        description: 'Il cognome è anche quello con cui si cercano le domande.',
        tags: TAG,
        body: SalvaRappresentanteBody,
        response: { 200: DettaglioDomanda, ...erroriScrittura },
      },
    },
    async (request) => {
      const { idProponente, ...rappresentante } = request.body;
      const codiceFiscale = checkCodiceFiscale(rappresentante.codiceFiscale);
      if (!codiceFiscale.valid || codiceFiscale.kind !== 'persona')
        throw badRequest({
          codiceFiscale: 'Il rappresentante legale è una persona fisica: indicare un codice fiscale di 16 caratteri',
        });
      const nascita =
        rappresentante.dataNascita && erroreData('nascita', rappresentante.dataNascita, { oggi: oggiInItalia() });
      if (nascita) throw badRequest({ dataNascita: nascita });
      return salva(principalOf(request), AZIONI_DOMANDA.salvaRappresentanteLegale, idProponente, async (tx, id) => {
        await salvaRappresentante(tx, idProponente, { ...rappresentante, codiceFiscale: codiceFiscale.normalized });
        await tx.execute(
          sql`UPDATE domanda SET cognome_proponente = ${rappresentante.cognome}, updated_at = now()
            WHERE id_domanda = ${id}`,
        );
      });
    },
  );

  app.post(
    rottaIn(app, AZIONI_DOMANDA.salvaReferente.endpoint),
    {
      schema: {
        summary: 'Salva il referente del proponente della domanda',
        tags: TAG,
        params: IdProponenteParams,
        body: Referente,
        response: { 200: DettaglioDomanda, ...erroriScrittura },
      },
    },
    async (request) =>
      salva(principalOf(request), AZIONI_DOMANDA.salvaReferente, request.params.idProponente, (tx) =>
        salvaReferente(tx, request.params.idProponente, request.body),
      ),
  );
};
