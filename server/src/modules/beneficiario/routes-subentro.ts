import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AZIONI_BENEFICIARIO } from '../../../../contract/beneficiari/azioni';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import { badRequest, notFound } from '../../http/errors';
import { BENEFICIARIO_NON_TROVATO } from './access';
import { subentrante } from './repository';
import { erroriModifica, modifica, permessoAzione, rileggi, TAG, type OpzioniRotte } from './routes-comuni';
import {
  Beneficiario,
  IdBeneficiarioVecchioParams,
  NuovoBeneficiarioBody,
  SubentroParams,
} from '../../../../contract/beneficiari/record';
import { subentro } from './subentro';
import { rottaIn } from '../../engine/route';

export const routesSubentro: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { db }) => {
  app.post(
    rottaIn(app, AZIONI_BENEFICIARIO.avviaSubentro.endpoint),
    {
      schema: {
        summary: AZIONI_BENEFICIARIO.avviaSubentro.label,
        description:
          'Il corpo porta i dati del nuovo beneficiario, che eredita ' +
          'investimenti, fabbisogni, coperture, cronoprogramma, ESL e ' +
          'codice CDP; il vecchio resta nello storico come SOSTITUITO. Risponde 201 con il nuovo beneficiario.',
        tags: TAG,
        params: SubentroParams,
        body: NuovoBeneficiarioBody,
        response: { 201: Beneficiario, ...erroriModifica },
      },
      preHandler: permessoAzione('avviaSubentro'),
    },
    async (request, reply) => {
      const { idProgrammaInvestimento, idBeneficiario } = request.params;
      const { codiceFiscale: inserito, ...dati } = request.body;
      const codiceFiscale = checkCodiceFiscale(inserito);
      if (!codiceFiscale.valid) throw badRequest({ codiceFiscale: codiceFiscale.message });
      const nuovo = await modifica(
        db,
        request,
        'avviaSubentro',
        idBeneficiario,
        async (contesto) => {
          if (contesto.beneficiario.idProgrammaInvestimento !== idProgrammaInvestimento)
            throw notFound(BENEFICIARIO_NON_TROVATO);
          return (await subentro(contesto, 'avviaSubentro', {
            codiceFiscale: codiceFiscale.normalized,
            dati,
          })) as number;
        },
        { importi: true },
      );
      return reply.code(201).send(await rileggi(db, nuovo));
    },
  );

  app.post(
    rottaIn(app, AZIONI_BENEFICIARIO.annullaSubentro.endpoint),
    {
      schema: {
        summary: AZIONI_BENEFICIARIO.annullaSubentro.label,
        description:
          'Elimina il subentrante del subentro in corso e rende di ' +
          'nuovo attivo il beneficiario sostituito, che restituisce.',
        tags: TAG,
        params: IdBeneficiarioVecchioParams,
        response: { 200: Beneficiario, ...erroriModifica },
      },
      preHandler: permessoAzione('annullaSubentro'),
    },
    async (request) => {
      const { idBeneficiarioVecchio } = request.params;
      await modifica(
        db,
        request,
        'annullaSubentro',
        subentrante(idBeneficiarioVecchio),
        (contesto) => subentro(contesto, 'annullaSubentro', { idBeneficiarioVecchio }),
        { importi: true },
      );
      return rileggi(db, idBeneficiarioVecchio);
    },
  );
};
