import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { principalOf } from '../../auth/authenticate';
import { requirePermission } from '../../engine/require-permission';
import type { AppDatabase } from '../../db/database';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import { erroreData } from '../../../../contract/validators/date-vere';
import { oggiInItalia } from '../../engine/clock';
import { abiDellIban, ibanValido } from '../../../../contract/validators/iban';
import { badRequest, notFound, type FieldErrors } from '../../http/errors';
import { ErrorRef } from '../../../../contract/errori';
import { visibili } from '../programma/visibility';
import { AZIONI_PROPONENTE, proponentiSchema } from '../../../../contract/proponenti/schema';
import { bloccaPer, permessoAzione, PROPONENTE_NON_TROVATO } from './access';
import {
  perProgramma,
  perProponente,
  proponenteDove,
  salvaBanca,
  salvaMail,
  salvaReferente,
  salvaRappresentante,
} from './repository';
import {
  BancaAutorizzata,
  IdProgrammaParams,
  IdProponenteParams,
  Proponente,
  Referente,
  SalvaRappresentanteBody,
} from '../../../../contract/proponenti/record';
import { rottaIn } from '../../engine/route';

const TAG = ['programma'];
const errori = { 400: ErrorRef, 401: ErrorRef, 403: ErrorRef, 404: ErrorRef, 409: ErrorRef };

function erroriBanca({ abi, iban }: BancaAutorizzata): FieldErrors {
  if (!iban) return {};
  if (!ibanValido(iban)) return { iban: 'IBAN non valido: le cifre di controllo non corrispondono' };
  return abiDellIban(iban) === abi ? {} : { iban: `L'IBAN non è della banca indicata (ABI ${abi})` };
}

/** The proponent's calls of the legacy programme service, `/api/programma`. */
export const proponenteRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const rileggi = async (idProponente: number) =>
    (await proponenteDove(db, perProponente(idProponente), sql`true`)) as Proponente;
  const carica = async (request: FastifyRequest) => {
    const { id } = request.params as IdProgrammaParams;
    const proponente = await proponenteDove(db, perProgramma(id), visibili(principalOf(request)));
    if (!proponente) throw notFound(PROPONENTE_NON_TROVATO);
    return proponente;
  };

  app.get(
    rottaIn(app, proponentiSchema.endpoints!.getOne!),
    {
      schema: {
        summary: 'Proponente del programma, con rappresentante legale, referente e banca autorizzata',
        tags: TAG,
        params: IdProgrammaParams,
        response: { 200: Proponente, ...errori },
      },
      preHandler: requirePermission('proponenti', 'show', carica),
    },
    async (request) => request.checkedRecord as Proponente,
  );

  app.post(
    rottaIn(app, AZIONI_PROPONENTE.salvaMail.endpoint),
    {
      schema: {
        summary: "Salva l'email del proponente e, se indicata, la PEC",
        tags: TAG,
        params: IdProponenteParams,
        querystring: AZIONI_PROPONENTE.salvaMail.parametri,
        response: { 200: Proponente, ...errori },
      },
      preHandler: permessoAzione('salvaMail'),
    },
    async (request) => {
      const { idProponente } = request.params;
      await db.transaction(async (tx) => {
        await bloccaPer(tx, request, 'salvaMail', perProponente(idProponente));
        await salvaMail(tx, idProponente, request.query.mail, request.query.pec);
      });
      return rileggi(idProponente);
    },
  );

  app.post(
    rottaIn(app, AZIONI_PROPONENTE.salvaRappresentanteLegale.endpoint),
    {
      schema: {
        summary: 'Salva il rappresentante legale del proponente',
        description: 'Il cognome è anche quello con cui si cercano i programmi del proponente.',
        tags: TAG,
        body: SalvaRappresentanteBody,
        response: { 200: Proponente, ...errori },
      },
      preHandler: permessoAzione('salvaRappresentanteLegale'),
    },
    async (request) => {
      const { idProponente, ...rappresentante } = request.body;
      const codiceFiscale = checkCodiceFiscale(rappresentante.codiceFiscale);
      if (!codiceFiscale.valid || codiceFiscale.kind !== 'persona') {
        throw badRequest({
          codiceFiscale: 'Il rappresentante legale è una persona fisica: indicare un codice fiscale di 16 caratteri',
        });
      }
      const nascita =
        rappresentante.dataNascita && erroreData('nascita', rappresentante.dataNascita, { oggi: oggiInItalia() });
      if (nascita) throw badRequest({ dataNascita: nascita });
      await db.transaction(async (tx) => {
        await bloccaPer(tx, request, 'salvaRappresentanteLegale', perProponente(idProponente));
        await salvaRappresentante(tx, idProponente, { ...rappresentante, codiceFiscale: codiceFiscale.normalized });
      });
      return rileggi(idProponente);
    },
  );

  app.post(
    rottaIn(app, AZIONI_PROPONENTE.salvaReferente.endpoint),
    {
      schema: {
        summary: 'Salva il referente del proponente',
        tags: TAG,
        params: IdProponenteParams,
        body: Referente,
        response: { 200: Proponente, ...errori },
      },
      preHandler: permessoAzione('salvaReferente'),
    },
    async (request) => {
      const { idProponente } = request.params;
      await db.transaction(async (tx) => {
        await bloccaPer(tx, request, 'salvaReferente', perProponente(idProponente));
        await salvaReferente(tx, idProponente, request.body);
      });
      return rileggi(idProponente);
    },
  );

  app.post(
    rottaIn(app, AZIONI_PROPONENTE.salvaBancaAutorizzata.endpoint),
    {
      schema: {
        summary: 'Salva la banca autorizzata del programma',
        description:
          'Un codice ABI già noto mantiene la denominazione registrata. ' +
          "L'IBAN, se indicato, deve essere della stessa banca.",
        tags: TAG,
        params: IdProgrammaParams,
        body: BancaAutorizzata,
        response: { 200: Proponente, ...errori },
      },
      preHandler: permessoAzione('salvaBancaAutorizzata'),
    },
    async (request) => {
      const sbagliati = erroriBanca(request.body);
      if (Object.keys(sbagliati).length > 0) throw badRequest(sbagliati);
      const { proponente } = await db.transaction(async (tx) => {
        const bloccato = await bloccaPer(tx, request, 'salvaBancaAutorizzata', perProgramma(request.params.id));
        await salvaBanca(tx, request.params.id, request.body);
        return bloccato;
      });
      return rileggi(proponente.idProponente);
    },
  );
};
