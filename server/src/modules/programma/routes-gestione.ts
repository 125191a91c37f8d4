import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { richiestaDi } from '../../../../contract/derivati';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { ParametriCreaProgramma } from '../../../../contract/programmi/parametri';
import { principalOf } from '../../auth/authenticate';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import { salvaDatiGenerali } from './dati-generali';
import { creaProgramma, eliminaProgramma } from './gestione';
import { erroriTransizione, permesso, TAG, type OpzioniRotte } from './routes-comuni';
import { DatiGeneraliProgramma, IdParams, SalvaDatiGeneraliBody } from '../../../../contract/programmi/record';
import { programmiSchema } from '../../../../contract/programmi/schema';
import { rottaIn } from '../../engine/route';

const crea = richiestaDi(ParametriCreaProgramma, AZIONI_PROGRAMMA.creaProgramma.endpoint.path);
const CreaParams = Type.Pick(crea.params as typeof ParametriCreaProgramma, ['idBando', 'cuaa']);
const CreaQuery = Type.Pick(crea.querystring as typeof ParametriCreaProgramma, ['denominazione', 'codRegione']);

export const routesGestione: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { deps }) => {
  app.post(
    rottaIn(app, programmiSchema.endpoints!.create!),
    {
      schema: {
        summary: 'Crea un programma in bozza per un bando aperto',
        description:
          "Denominazione e regione si prendono dall'ultimo programma dell'azienda, che non si " +
          'sovrascrivono; alla prima domanda vanno indicate in query.',
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
    rottaIn(app, programmiSchema.endpoints!.delete!),
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
    rottaIn(app, programmiSchema.endpoints!.update!),
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
