import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppDatabase } from '../../db/database';
import { inviaFile, RispostaFile } from '../../http/download';
import { notFound } from '../../http/errors';
import { corpoMultipart } from '../../http/multipart';
import { daParametro, permesso } from '../allegato/access';
import { caricaFile, eliminaFile, type DipendenzeAllegato } from '../allegato/caricamento';
import {
  errori,
  erroriCaricamento,
  erroriScrittura,
  Esistenza,
  IdProgrammaParams,
} from '../../../../contract/allegati/record';
import { AZIONE_DI } from './access';
import * as repository from './repository';
import { AllegatoChecklist } from '../../../../contract/checklist/record';
import { checklistSchema } from '../../../../contract/checklist/chiamate';
import { chiamataDi, rottaIn } from '../../engine/route';

const TAG = ['checklist'];
const chiave = daParametro('idProgrammaInvestimento');

/**
 * The signed takeover and variation checklists, as files. The download and delete paths are the legacy client's,
 * doubled prefix included.
 */
export const routesChecklistFirmata: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (
  app,
  { deps },
) => {
  for (const tipo of ['SUBENTRO', 'VARIAZIONE'] as const) {
    const nome = tipo === 'SUBENTRO' ? 'Subentro' : 'Variazione';
    const azione = AZIONE_DI[tipo];
    const checklistDi = (idProgrammaInvestimento: number) => ({
      idProgrammaInvestimento,
      tipo,
      ambito: 'PROGRAMMA' as const,
      idBeneficiario: null,
    });
    const firmata = async (db: AppDatabase, id: number) => {
      const { idChecklist } = await repository.leggi(db, checklistDi(id));
      return idChecklist === null ? undefined : repository.allegatoDi(db, idChecklist, 'FIRMATA');
    };
    const nonTrovata = () => notFound(`Non c'è la checklist di ${nome.toLowerCase()} firmata per questo programma`);

    app.post(
      rottaIn(app, chiamataDi(checklistSchema, `caricaChecklist${nome}`)),
      {
        schema: {
          summary: `Carica la checklist di ${nome.toLowerCase()} firmata`,
          tags: TAG,
          params: IdProgrammaParams,
          ...corpoMultipart,
          response: { 201: AllegatoChecklist, ...erroriCaricamento },
        },
        preHandler: permesso(deps.db, `action:${azione}`, 'programma', chiave, 'checklist'),
      },
      async (request, reply) => {
        const id = request.params.idProgrammaInvestimento;
        const allegato = await caricaFile(
          deps,
          request,
          { azione, ambito: 'programma', id, risorsa: 'checklist' },
          async (tx, _programma, file) =>
            repository.inserisciAllegato(
              tx,
              await repository.assicura(tx, checklistDi(id), file.username),
              'FIRMATA',
              file,
            ),
        );
        return reply.code(201).send(allegato);
      },
    );

    app.get(
      rottaIn(app, chiamataDi(checklistSchema, `downloadChecklist${nome}`)),
      {
        schema: {
          summary: `Scarica la checklist di ${nome.toLowerCase()} firmata`,
          tags: TAG,
          params: IdProgrammaParams,
          response: { 200: RispostaFile, ...errori },
        },
        preHandler: permesso(deps.db, 'read:checklist', 'programma', chiave, 'checklist'),
      },
      async (request, reply) => {
        const allegato = await firmata(deps.db, request.params.idProgrammaInvestimento);
        if (!allegato) throw nonTrovata();
        return inviaFile(reply, deps.files.store, allegato);
      },
    );

    app.delete(
      rottaIn(app, chiamataDi(checklistSchema, `eliminaChecklist${nome}`)),
      {
        schema: {
          summary: `Elimina la checklist di ${nome.toLowerCase()} firmata`,
          tags: TAG,
          params: IdProgrammaParams,
          response: { 204: Type.Null(), ...erroriScrittura },
        },
        preHandler: permesso(deps.db, `action:${azione}`, 'programma', chiave, 'checklist'),
      },
      async (request, reply) => {
        const id = request.params.idProgrammaInvestimento;
        await eliminaFile(deps, request, { azione, ambito: 'programma', id, risorsa: 'checklist' }, async (tx) => {
          const allegato = await firmata(tx, id);
          if (!allegato) throw nonTrovata();
          return {
            risultato: undefined,
            rimossi: await repository.eliminaAllegato(tx, allegato.idChecklist, 'FIRMATA'),
          };
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      rottaIn(app, chiamataDi(checklistSchema, `verificaEsistenzaChecklist${nome}`)),
      {
        schema: {
          summary: `Se c'è la checklist di ${nome.toLowerCase()} firmata`,
          tags: TAG,
          params: IdProgrammaParams,
          response: { 200: Esistenza, ...errori },
        },
        preHandler: permesso(deps.db, 'read:checklist', 'programma', chiave, 'checklist'),
      },
      async (request) => ({ esiste: (await firmata(deps.db, request.params.idProgrammaInvestimento)) !== undefined }),
    );
  }
};
