import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { ErrorRef } from '../../../../contract/errori';
import { CreaDomandaRestBody } from '../../../../contract/domande/record';
import { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { checkCodiceFiscale } from '../../../../contract/validators/codice-fiscale';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { HttpError } from '../../http/errors';
import { apriBozza } from './creazione';
import { dettaglio } from './repository';
import { errori, TAG } from './routes-lettura';
import { CHIAMATE_ESTERNE_DOMANDA } from '../../../../contract/domande/chiamate';
import { rottaIn } from '../../engine/route';

const SOLO_PORTALE_ESTERNO =
  'Servizio riservato al portale esterno registrato: ' +
  'serve un token client credentials del suo client, non di una persona.';

/**
 * The door of the external portal (docs/domande.md): only a client-credentials token of the registered client passes.
 * A second call for the same call and company answers the draft it already has (200) instead of a new one (201).
 */
export const routesRest: FastifyPluginAsyncTypebox<{ db: AppDatabase; portaleEsterno: string }> = async (
  app,
  { db, portaleEsterno },
) => {
  app.post(
    rottaIn(app, CHIAMATE_ESTERNE_DOMANDA.creaDomandaREST),
    {
      schema: {
        summary: 'Apre (o ritrova) la bozza di domanda di un’azienda: chiamata del portale esterno',
        description:
          'Richiede un token di accesso client credentials del client registrato del portale esterno. ' +
          'Idempotente per bando e CUAA.',
        tags: TAG,
        body: CreaDomandaRestBody,
        response: { 200: DettaglioDomanda, 201: DettaglioDomanda, ...errori, 409: ErrorRef },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      if (!principal.servizio || principal.clientId !== portaleEsterno) throw new HttpError(403, SOLO_PORTALE_ESTERNO);
      const cuaa = (checkCodiceFiscale(request.body.cuaaProponente) as { normalized: string }).normalized;
      const attore = { username: portaleEsterno, ruolo: 'PORTALE_ESTERNO' };
      const { idDomanda, creata } = await db.transaction((tx) =>
        apriBozza(tx, { ...request.body, cuaaProponente: cuaa, clientEsterno: portaleEsterno }, attore),
      );
      const domanda = await dettaglio(db, idDomanda, sql`true`, portaleEsterno);
      return reply.code(creata ? 201 : 200).send(domanda!);
    },
  );
};
