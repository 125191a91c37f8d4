import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorRef } from '../../../../contract/errori';
import { AZIONI_DOMANDA, TRANSIZIONI_DOMANDA } from '../../../../contract/domande/azioni';
import { IdDomandaParams } from '../../../../contract/domande/record';
import { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { eseguiTransizione } from './azioni';
import { rottaIn } from '../../engine/route';
import { errori, TAG } from './routes-lettura';

/** The transitions of docs/domande.md, each a legacy GET answering the application as it is afterwards. */
export const routesTransizioni: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  // The evaluation's transitions are the valutazione and graduatoria services' calls, registered there.
  const diQuestoServizio = TRANSIZIONI_DOMANDA.filter((azione) =>
    AZIONI_DOMANDA[azione].endpoint.path.startsWith(`${app.prefix}/`),
  );
  for (const azione of diQuestoServizio) {
    app.get(
      rottaIn(app, AZIONI_DOMANDA[azione].endpoint),
      {
        schema: {
          summary: AZIONI_DOMANDA[azione].label,
          tags: TAG,
          params: IdDomandaParams,
          response: { 200: DettaglioDomanda, ...errori, 409: ErrorRef },
        },
      },
      async (request) => eseguiTransizione(db, principalOf(request), azione, request.params.idDomanda),
    );
  }
};
