import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdDomandaParams } from '../../../../contract/domande/record';
import { AzioniPossibili } from '../../../../contract/possible-actions';
import { azioniPossibiliDomanda } from '../../../../contract/domande/possible-actions';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { rottaIn } from '../../engine/route';
import { azioniPossibili } from './possible-actions';
import { errori, TAG } from './routes-lettura';

/** What the reader may do now on an application, and why not, before any click (the 409 stays for races). */
export const routesPossibili: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(
    rottaIn(app, azioniPossibiliDomanda),
    {
      schema: {
        summary: 'Azioni della domanda possibili ora per chi legge, con i motivi di quelle non possibili',
        description:
          'Per ogni passaggio di stato che i ruoli di chi chiama consentono nello stato della domanda: `possibile`, ' +
          'e altrimenti il motivo e l’elenco di ciò che manca, gli stessi del 409 del passaggio.',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: AzioniPossibili, ...errori },
      },
    },
    async (request) => azioniPossibili(db, principalOf(request), request.params.idDomanda),
  );
};
