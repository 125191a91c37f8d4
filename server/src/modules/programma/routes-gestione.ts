import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Intero } from '../../../../contract/interi';
import { Type } from 'typebox';
import { principalOf } from '../../auth/authenticate';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import { CodiceFiscale } from '../../../../contract/validators/codice-fiscale-schema';
import { salvaDatiGenerali } from './dati-generali';
import { creaProgramma, eliminaProgramma } from './gestione';
import { erroriTransizione, permesso, TAG, type OpzioniRotte } from './routes-comuni';
import { DatiGeneraliProgramma, IdParams, SalvaDatiGeneraliBody } from '../../../../contract/programmi/record';

const CreaParams = Type.Object({ idBando: Intero({ minimum: 1 }), cuaa: CodiceFiscale });
const CreaQuery = Type.Object({
  denominazione: Type.Optional(
    Type.String({ minLength: 1, maxLength: 300, description: "Solo alla prima domanda dell'azienda" }),
  ),
  codRegione: Type.Optional(
    Type.String({ pattern: '^[0-9]{2}$', description: "Solo alla prima domanda dell'azienda" }),
  ),
});

export const routesGestione: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { deps }) => {
  app.post(
    '/creaProgrammaInvestimento/:idBando/:cuaa',
    {
      schema: {
        summary: 'Crea un programma in bozza per un bando aperto',
        description:
          "Denominazione e regione si prendono dall'ultimo programma " +
          "dell'azienda; alla prima domanda vanno indicate in query.",
        tags: TAG,
        params: CreaParams,
        querystring: CreaQuery,
        response: { 201: DatiGeneraliProgramma, ...erroriTransizione },
      },
      preHandler: permesso('create'),
    },
    async (request, reply) => {
      const cuaa = checkCodiceFiscale(request.params.cuaa);
      const nuovo = {
        ...request.query,
        idBando: request.params.idBando,
        cuaa: cuaa.valid ? cuaa.normalized : request.params.cuaa,
      };
      return reply.code(201).send(await creaProgramma(deps, principalOf(request), nuovo));
    },
  );

  app.delete(
    '/eliminaProgrammaInvestimento/:id',
    {
      schema: {
        summary: 'Elimina un programma in bozza',
        tags: TAG,
        params: IdParams,
        response: { 204: Type.Null({ description: 'Eliminato' }), ...erroriTransizione },
      },
      preHandler: permesso('delete'),
    },
    async (request, reply) => {
      await eliminaProgramma(deps, principalOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/salvaDatiGeneraliProgramma',
    {
      schema: {
        summary: 'Salva i dati generali del programma',
        description:
          "Il proponente modifica la bozza, l'istruttoria l'importo ammesso (campi delle azioni «modifica» e " +
          '«modificaIstruttoria» della policy). Le variazioni degli importi ' +
          'entrano nello storico; le altre proprietà del corpo sono ignorate.',
        tags: TAG,
        body: SalvaDatiGeneraliBody,
        response: { 200: DatiGeneraliProgramma, ...erroriTransizione },
      },
      preHandler: permesso('edit'),
    },
    async (request) => salvaDatiGenerali(deps, principalOf(request), request.body),
  );
};
