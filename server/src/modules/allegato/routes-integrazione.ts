import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Intero } from '../../../../contract/interi';
import { Type } from 'typebox';
import { sql } from 'drizzle-orm';
import { righe } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { corpoMultipart } from '../../http/multipart';
import { daParametro, daQuery, permesso } from './access';
import { caricaFile, eliminaFile, type DipendenzeAllegato } from './caricamento';
import * as allegati from './repository-programma';
import {
  AllegatoProgramma,
  errori,
  erroriCaricamento,
  erroriScrittura,
  IdProgrammaParams,
  IntegrazioneQuery,
} from '../../../../contract/allegati/record';
import { allegatiSchema } from '../../../../contract/allegati/chiamate';
import { rottaIn } from '../../engine/route';

const TAG = ['allegato'];
const BENEFICIARIO_ESTRANEO = { idBeneficiario: 'Il beneficiario non appartiene a questo programma' };

/** The proponent's answers to an integration request: any number of files, each optionally of one beneficiary. */
export const routesIntegrazione: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (app, { deps }) => {
  app.post(
    rottaIn(app, allegatiSchema.actions!.caricaIntegrazione!.endpoint),
    {
      schema: {
        summary: 'Carica un allegato di integrazione',
        tags: TAG,
        querystring: IntegrazioneQuery,
        ...corpoMultipart,
        response: { 201: AllegatoProgramma, ...erroriCaricamento },
      },
      preHandler: permesso(deps.db, 'action:allegatiIntegrazione', 'programma', daQuery('idProgrammaInvestimento')),
    },
    async (request, reply) => {
      const { idProgrammaInvestimento: id, idBeneficiario = null } = request.query;
      if (idBeneficiario !== null) {
        const [trovato] = await righe(
          deps.db,
          sql`SELECT 1 FROM beneficiario WHERE id_beneficiario = ${idBeneficiario}
            AND id_programma_investimento = ${id}`,
        );
        if (!trovato) throw badRequest(BENEFICIARIO_ESTRANEO);
      }
      const allegato = await caricaFile(
        deps,
        request,
        { azione: 'allegatiIntegrazione', ambito: 'programma', id },
        async (tx, _titolare, file) => ({
          risultato: await allegati.inserisci(tx, id, 'INTEGRAZIONE', file, idBeneficiario),
        }),
      );
      return reply.code(201).send(allegato);
    },
  );

  app.get(
    rottaIn(app, allegatiSchema.actions!.listaIntegrazioni!.endpoint),
    {
      schema: {
        summary: 'Allegati di integrazione del programma',
        tags: TAG,
        params: IdProgrammaParams,
        response: { 200: Type.Array(AllegatoProgramma), ...errori },
      },
      preHandler: permesso(deps.db, 'read:integrazioni', 'programma', daParametro('idProgrammaInvestimento')),
    },
    async (request) => allegati.lista(deps.db, request.params.idProgrammaInvestimento, 'INTEGRAZIONE'),
  );

  app.delete(
    rottaIn(app, allegatiSchema.actions!.cancellaIntegrazione!.endpoint),
    {
      schema: {
        summary: "Elimina un allegato dell'integrazione in corso",
        tags: TAG,
        params: Type.Object({ ...IdProgrammaParams.properties, idAllegato: Intero({ minimum: 1 }) }),
        response: { 204: Type.Null(), ...erroriScrittura },
      },
      preHandler: permesso(deps.db, 'action:allegatiIntegrazione', 'programma', daParametro('idProgrammaInvestimento')),
    },
    async (request, reply) => {
      const { idProgrammaInvestimento: id, idAllegato } = request.params;
      await eliminaFile(deps, request, { azione: 'allegatiIntegrazione', ambito: 'programma', id }, async (tx) => {
        const rimossi = await allegati.eliminaDelTurno(tx, id, 'INTEGRAZIONE', idAllegato);
        if (rimossi.length > 0) return { risultato: undefined, rimossi };
        const inviato = (await allegati.lista(tx, id, 'INTEGRAZIONE')).some(
          (allegato) => allegato.idAllegato === idAllegato,
        );
        throw inviato
          ? conflict("L'allegato è stato inviato con un'integrazione precedente e non può essere eliminato.")
          : notFound('Allegato non trovato');
      });
      return reply.code(204).send(null);
    },
  );
};
