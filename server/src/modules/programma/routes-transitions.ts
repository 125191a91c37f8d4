import type { FastifyPluginAsync, FastifyRequest, HTTPMethods } from 'fastify';
import { Type } from 'typebox';
import { AZIONI_PROGRAMMA } from '../../../../contract/programmi/azioni';
import { richiestaDi } from '../../../../contract/derivati';
import type { ActionDeclaration } from '../../../../contract/types';
import { principalOf } from '../../auth/authenticate';
import { badRequest } from '../../http/errors';
import { rottaIn } from '../../engine/route';
import { eseguiAzione } from './executor';
import { erroriTransizione, permesso, TAG, type OpzioniRotte } from './routes-comuni';
import { DatiGeneraliProgramma, IdParams } from '../../../../contract/programmi/record';
import type { InputAzione } from './contesto';
import { TRANSIZIONI, type AzioneDiStato } from './transitions';

/** The id, and what the action's declared parameters put in the path and in the query. */
function schemiDi({ endpoint, parametri }: ActionDeclaration) {
  const { params, querystring } = parametri ? richiestaDi(parametri, endpoint.path) : { params: Type.Object({}) };
  return { params: Type.Object({ ...IdParams.properties, ...params.properties }), ...(querystring && { querystring }) };
}

/** The legacy client's method of richiestaIntegrazioneIsmea is unknown: both are served, the policy's first. */
const ALTRI_METODI: Partial<Record<AzioneDiStato, HTTPMethods[]>> = { richiestaIntegrazioneIsmea: ['POST'] };

const NOTA_NEGATIVA = 'Obbligatoria con esito negativo: indica i motivi del preavviso di rigetto';

function inputDi(azione: AzioneDiStato, request: FastifyRequest): InputAzione {
  const input = { ...(request.query as object), ...(request.params as object) } as InputAzione;
  if (azione === 'valida' && input.esito === 'NEGATIVO' && !input.note) throw badRequest({ note: NOTA_NEGATIVA });
  return input;
}

/**
 * Every state transition of the policy whose legacy call is the programme service's, at the policy's method and
 * path (the takeover and variation closures are calls of the checklist module, which runs them with `eseguiAzione`).
 */
export const routesTransizioni: FastifyPluginAsync<OpzioniRotte> = async (app, { deps }) => {
  for (const azione of Object.keys(TRANSIZIONI) as AzioneDiStato[]) {
    const { endpoint, label, states } = AZIONI_PROGRAMMA[azione];
    if (!endpoint.path.startsWith(`${app.prefix}/`)) continue;
    app.route({
      method: [endpoint.method, ...(ALTRI_METODI[azione] ?? [])],
      url: rottaIn(app, endpoint),
      // A HEAD must not run a transition that the legacy client asks with GET.
      exposeHeadRoute: false,
      schema: {
        summary: label,
        description: `Azione «${azione}» della policy dei programmi; stati di partenza: ${states.join(', ')}.`,
        tags: TAG,
        ...schemiDi(AZIONI_PROGRAMMA[azione]),
        response: { 200: DatiGeneraliProgramma, ...erroriTransizione },
      },
      preHandler: permesso(`action:${azione}`),
      handler: async (request) =>
        eseguiAzione(deps, principalOf(request), azione, (request.params as IdParams).id, inputDi(azione, request)),
    });
  }
};
