import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AzioneAllegato } from '../../../../contract/allegati/schema';
import { inviaFile, RispostaFile } from '../../http/download';
import { notFound } from '../../http/errors';
import { corpoMultipart } from '../../http/multipart';
import { daParametro, permesso } from './access';
import { caricaFile, eliminaFile, type DipendenzeAllegato } from './caricamento';
import * as allegati from './repository-programma';
import {
  AllegatoProgramma,
  errori,
  erroriCaricamento,
  erroriScrittura,
  Esistenza,
  IdProgrammaParams,
} from '../../../../contract/allegati/record';
import { allegatiSchema } from '../../../../contract/allegati/chiamate';
import { chiamataDi, rottaIn } from '../../engine/route';

interface FileSingolo {
  readonly tipo: allegati.TipoAllegatoProgramma;
  readonly descrizione: string;
  readonly azione: AzioneAllegato;
  readonly lettura: string;
  readonly carica: string;
  readonly cancella: string;
  readonly scarica: string;
  readonly verifica?: string;
}

/** The programme's one-per-round files: uploading again in the same round replaces the file. */
const FILE_SINGOLI: readonly FileSingolo[] = [
  {
    tipo: 'APPROVAZIONE',
    descrizione: 'il file di approvazione',
    azione: 'fileApprovazione',
    lettura: 'approvazione',
    carica: 'allegaFileApprovazione',
    cancella: 'cancellaFileApprovazione',
    scarica: 'downloadFileApprovazione',
    verifica: 'verificaEsistenzaFileApprovazione',
  },
  {
    tipo: 'RICHIESTA_INTEGRAZIONE',
    descrizione: 'la lettera di richiesta integrazione',
    azione: 'fileRichiestaIntegrazione',
    lettura: 'richiestaIntegrazione',
    carica: 'allegaFileRichiestaIntegrazione',
    cancella: 'cancellaFileRichiestaIntegrazione',
    scarica: 'downloadFileRichiestaIntegrazione',
    verifica: 'verificaEsistenzaFileRichiestaIntegrazione',
  },
  {
    tipo: 'CONTRODEDUZIONI',
    descrizione: 'il file delle controdeduzioni',
    azione: 'controDeduzioni',
    lettura: 'controDeduzioni',
    carica: 'caricaControDeduzioni',
    cancella: 'eliminaControDeduzioni',
    scarica: 'downloadControDeduzioni',
  },
];

const TAG = ['allegato'];
const chiave = daParametro('idProgrammaInvestimento');

export const routesFileProgramma: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (app, { deps }) => {
  for (const singolo of FILE_SINGOLI) {
    const { tipo, descrizione, azione } = singolo;
    const destinazione = (id: number) => ({ azione, ambito: 'programma' as const, id });
    const nonTrovato = () => notFound(`Non c'è ${descrizione} per questo programma`);

    app.post(
      rottaIn(app, chiamataDi(allegatiSchema, singolo.carica)),
      {
        schema: {
          summary: `Carica ${descrizione}`,
          tags: TAG,
          params: IdProgrammaParams,
          ...corpoMultipart,
          response: { 201: AllegatoProgramma, ...erroriCaricamento },
        },
        preHandler: permesso(deps.db, `action:${azione}`, 'programma', chiave),
      },
      async (request, reply) => {
        const id = request.params.idProgrammaInvestimento;
        const allegato = await caricaFile(deps, request, destinazione(id), async (tx, _titolare, file) => {
          const rimossi = await allegati.eliminaDelTurno(tx, id, tipo);
          return { risultato: await allegati.inserisci(tx, id, tipo, file), rimossi };
        });
        return reply.code(201).send(allegato);
      },
    );

    app.delete(
      rottaIn(app, chiamataDi(allegatiSchema, singolo.cancella)),
      {
        schema: {
          summary: `Elimina ${descrizione}`,
          tags: TAG,
          params: IdProgrammaParams,
          response: { 204: Type.Null(), ...erroriScrittura },
        },
        preHandler: permesso(deps.db, `action:${azione}`, 'programma', chiave),
      },
      async (request, reply) => {
        const id = request.params.idProgrammaInvestimento;
        await eliminaFile(deps, request, destinazione(id), async (tx) => {
          const rimossi = await allegati.eliminaDelTurno(tx, id, tipo);
          if (rimossi.length === 0) throw nonTrovato();
          return { risultato: undefined, rimossi };
        });
        return reply.code(204).send(null);
      },
    );

    app.get(
      rottaIn(app, chiamataDi(allegatiSchema, singolo.scarica)),
      {
        schema: {
          summary: `Scarica ${descrizione} (il più recente)`,
          tags: TAG,
          params: IdProgrammaParams,
          response: { 200: RispostaFile, ...errori },
        },
        preHandler: permesso(deps.db, `read:${singolo.lettura}`, 'programma', chiave),
      },
      async (request, reply) => {
        const allegato = await allegati.ultimo(deps.db, request.params.idProgrammaInvestimento, tipo);
        if (!allegato) throw nonTrovato();
        return inviaFile(reply, deps.files.store, allegato);
      },
    );

    if (singolo.verifica) {
      app.get(
        rottaIn(app, chiamataDi(allegatiSchema, singolo.verifica)),
        {
          schema: {
            summary: `Se c'è ${descrizione}`,
            tags: TAG,
            params: IdProgrammaParams,
            response: { 200: Esistenza, ...errori },
          },
          preHandler: permesso(deps.db, `read:${singolo.lettura}`, 'programma', chiave),
        },
        async (request) => ({
          esiste: (await allegati.ultimo(deps.db, request.params.idProgrammaInvestimento, tipo)) !== undefined,
        }),
      );
    }
  }
};
