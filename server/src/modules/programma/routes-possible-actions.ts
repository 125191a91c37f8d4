import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AzioniPossibili } from '../../../../contract/possible-actions';
import { IdParams } from '../../../../contract/programmi/record';
import { azioniPossibiliProgramma } from '../../../../contract/programmi/possible-actions';
import { principalOf } from '../../auth/authenticate';
import { rottaIn } from '../../engine/route';
import { azioniPossibili } from './possible-actions';
import { errori, permesso, TAG, type OpzioniRotte } from './routes-comuni';

/** What the reader may do now on a programme, and why not, before any click (the 409 stays for races). */
export const routesPossibili: FastifyPluginAsyncTypebox<OpzioniRotte> = async (app, { deps }) => {
  app.get(
    rottaIn(app, azioniPossibiliProgramma),
    {
      schema: {
        summary: 'Azioni del programma possibili ora per chi legge, con i motivi di quelle non possibili',
        description:
          'Per ogni azione di stato che i ruoli di chi chiama consentono nello stato del programma: `possibile`, ' +
          'e altrimenti il motivo e l’elenco di ciò che manca, gli stessi del 409 dell’azione.',
        tags: TAG,
        params: IdParams,
        response: { 200: AzioniPossibili, ...errori },
      },
      preHandler: permesso('show'),
    },
    async (request) => azioniPossibili(deps, principalOf(request), request.params.id),
  );
};
