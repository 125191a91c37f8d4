import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INT4_MASSIMO } from '../../../../contract/interi';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isAllowed } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import type { AppDatabase } from '../../db/database';
import { inviaFile, RispostaFile } from '../../http/download';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { corpoMultipartCon } from '../../http/multipart';
import { titolare } from '../allegato/access';
import { caricaFile, eliminaFile, type DipendenzeAllegato } from '../allegato/caricamento';
import { errori, erroriCaricamento, erroriScrittura } from '../../../../contract/allegati/record';
import { AZIONE_DI, checklistVerificata, permessoSuChecklist, type Variante } from './access';
import * as repository from './repository';
import {
  AllegatoChecklist,
  IdChecklistParams,
  IdDocumentaleParams,
  VoceQuery,
} from '../../../../contract/checklist/record';
import { checklistSchema } from '../../../../contract/checklist/chiamate';
import { chiamataDi, rottaIn } from '../../engine/route';

/** The six upload calls; «Proponente» is the programme's own checklist. */
const VARIANTI: readonly Variante[] = [
  { nome: 'DocumentaleBeneficiario', tipo: 'DOCUMENTALE', ambito: 'BENEFICIARIO' },
  { nome: 'DocumentaleProponente', tipo: 'DOCUMENTALE', ambito: 'PROGRAMMA' },
  { nome: 'Subentro', tipo: 'SUBENTRO', ambito: 'PROGRAMMA' },
  { nome: 'Variazione', tipo: 'VARIAZIONE', ambito: 'PROGRAMMA' },
  { nome: 'VerificheBeneficiario', tipo: 'VERIFICHE', ambito: 'BENEFICIARIO' },
  { nome: 'VerificheProponente', tipo: 'VERIFICHE', ambito: 'PROGRAMMA' },
];

/** The four download calls, each for the checklists it names. */
const DOWNLOAD: Readonly<Record<string, (allegato: repository.AllegatoChecklist) => boolean>> = {
  Beneficiario: (a) => a.ambito === 'BENEFICIARIO',
  Proponente: (a) => a.ambito === 'PROGRAMMA' && (a.tipo === 'DOCUMENTALE' || a.tipo === 'VERIFICHE'),
  Subentro: (a) => a.tipo === 'SUBENTRO',
  Variazione: (a) => a.tipo === 'VARIAZIONE',
};

const TAG = ['checklist'];
const ALLEGATO_NON_TROVATO = 'Allegato della checklist non trovato';
const VOCE_ESTRANEA = { idVoce: 'Voce non prevista da questa checklist' };
const corpoMultipart = corpoMultipartCon({
  idVoce: {
    type: 'integer',
    description: 'La voce a cui allegare il file (uno per voce); senza, il documento della checklist',
  },
});

/**
 * The item named by the upload's field or the delete's query: one of the checklist's kind, else 400. Inside a
 * transaction, `db` must be it.
 */
async function voceRichiesta(
  db: AppDatabase,
  variante: Variante,
  valore: string | number | undefined,
): Promise<number | null> {
  if (valore === undefined || valore === '') return null;
  const idVoce = Number(valore);
  if (
    !Number.isInteger(idVoce) ||
    idVoce < 1 ||
    idVoce > INT4_MASSIMO ||
    !(await repository.voceDellaChecklist(db, variante, idVoce))
  )
    throw badRequest(VOCE_ESTRANEA);
  return idVoce;
}

/** Each checklist's supporting document and each item's: upload (replacing), delete, download. */
export const routesAllegatiChecklist: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (
  app,
  { deps },
) => {
  for (const variante of VARIANTI) {
    const azione = AZIONE_DI[variante.tipo];
    const destinazione = (request: FastifyRequest) => ({
      azione,
      ambito: 'programma' as const,
      id: checklistVerificata(request).idProgrammaInvestimento,
      risorsa: 'checklist' as const,
    });

    app.post(
      rottaIn(app, chiamataDi(checklistSchema, `caricaAllegatoChecklist${variante.nome}`)),
      {
        schema: {
          summary: `Carica l'allegato della checklist (${variante.nome})`,
          tags: TAG,
          params: IdChecklistParams,
          ...corpoMultipart,
          response: { 201: AllegatoChecklist, ...erroriCaricamento },
        },
        preHandler: permessoSuChecklist(deps.db, variante, `action:${azione}`),
      },
      async (request, reply) => {
        const { idChecklist } = request.params;
        const allegato = await caricaFile(deps, request, destinazione(request), async (tx, _programma, file) =>
          repository.inserisciAllegato(
            tx,
            idChecklist,
            'ALLEGATO',
            file,
            await voceRichiesta(tx, variante, file.campi.idVoce),
          ),
        );
        return reply.code(201).send(allegato);
      },
    );

    app.delete(
      rottaIn(app, chiamataDi(checklistSchema, `cancellaAllegatoChecklist${variante.nome}`)),
      {
        schema: {
          summary: `Elimina l'allegato della checklist (${variante.nome})`,
          tags: TAG,
          params: IdChecklistParams,
          querystring: VoceQuery,
          response: { 204: Type.Null(), ...erroriScrittura },
        },
        preHandler: permessoSuChecklist(deps.db, variante, `action:${azione}`),
      },
      async (request, reply) => {
        const idVoce = await voceRichiesta(deps.db, variante, request.query.idVoce);
        await eliminaFile(deps, request, destinazione(request), async (tx) => {
          const rimossi = await repository.eliminaAllegato(tx, request.params.idChecklist, 'ALLEGATO', idVoce);
          if (rimossi.length === 0) throw notFound(ALLEGATO_NON_TROVATO);
          return { risultato: undefined, rimossi };
        });
        return reply.code(204).send(null);
      },
    );
  }

  for (const [nome, ammesso] of Object.entries(DOWNLOAD)) {
    app.get(
      rottaIn(app, chiamataDi(checklistSchema, `downloadAllegatoChecklist${nome}`)),
      {
        schema: {
          summary: `Scarica un allegato di checklist (${nome})`,
          tags: TAG,
          params: IdDocumentaleParams,
          response: { 200: RispostaFile, ...errori },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (!isAllowed({ roles: principal.roles, resource: 'checklist', permission: 'read:checklist' }))
          throw forbidden();
        const allegato = await repository.allegatoPerId(deps.db, request.params.idDocumentaleAllegato);
        if (!allegato || !ammesso(allegato)) throw notFound(ALLEGATO_NON_TROVATO);
        await titolare(deps.db, principal, 'programma', allegato.idProgrammaInvestimento);
        return inviaFile(reply, deps.files.store, allegato);
      },
    );
  }
};
