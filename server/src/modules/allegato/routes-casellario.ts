import type { FastifyPluginAsync } from 'fastify';
import { Intero } from '../../../../contract/interi';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FileDellApp } from '../../files';
import type { AppDatabase } from '../../db/database';
import { inviaFile, RispostaFile } from '../../http/download';
import { badRequest, notFound } from '../../http/errors';
import { corpoMultipart } from '../../http/multipart';
import { oggiInItalia } from '../../engine/clock';
import { daParametro, permesso } from './access';
import { caricaFile, eliminaFile, type DipendenzeAllegato } from './caricamento';
import * as documenti from './repository-casellario';
import {
  campiFile,
  errori,
  erroriCaricamento,
  erroriScrittura,
  IdBeneficiarioParams,
  Nullable,
} from '../../../../contract/allegati/record';
import {
  CHIAMATE_CASELLARIO,
  documentiCasellarioSchema,
  type NomeDocumentoCasellario,
} from '../../../../contract/beneficiari/documentiCasellario';
import { rottaIn } from '../../engine/route';

const TIPI: readonly {
  tipo: documenti.TipoDocumento;
  nome: NomeDocumentoCasellario;
  descrizione: string;
  opzioni: boolean;
}[] = [
  { tipo: 'CASELLARIO', nome: 'Casellario', descrizione: 'il certificato del casellario giudiziale', opzioni: false },
  {
    tipo: 'RICHIESTA_CASELLARIO',
    nome: 'RichiestaCasellario',
    descrizione: 'la richiesta del casellario giudiziale',
    opzioni: false,
  },
  {
    tipo: 'INFORMATIVA_ANTIMAFIA',
    nome: 'InformativaAntimafia',
    descrizione: "l'informativa antimafia",
    opzioni: true,
  },
  {
    tipo: 'RICHIESTA_ANTIMAFIA',
    nome: 'RichiestaAntimafia',
    descrizione: "la richiesta dell'informativa antimafia",
    opzioni: true,
  },
];

const Data = Type.String({ format: 'date', description: 'AAAA-MM-GG' });

const DocumentoBeneficiario = Type.Object(
  {
    idDocumento: Intero({ minimum: 1 }),
    idBeneficiario: Intero({ minimum: 1 }),
    tipo: Type.Enum(TIPI.map(({ tipo }) => tipo)),
    dataCaricamento: Data,
    numeroProtocollo: Type.String(),
    opzioni: Nullable(Type.String()),
    scadenza: Nullable({
      ...Data,
      description: 'Fine della validità (casellario 6 mesi, informativa antimafia 12 mesi)',
    }),
    valido: Type.Boolean(),
    scaduto: Type.Boolean({ description: 'Il certificato è oltre la sua validità' }),
    ...campiFile,
  },
  { $id: 'DocumentoBeneficiario', title: 'DocumentoBeneficiario' },
);

const CaricaParams = Type.Object({
  ...IdBeneficiarioParams.properties,
  dataCaricamento: Data,
  numeroProtocollo: Type.String({ minLength: 1, maxLength: 50 }),
});
const OpzioniQuery = Type.Object({
  opzioni: Type.Optional(Type.String({ maxLength: 200, description: "Opzioni della richiesta o dell'informativa" })),
});

const TAG = ['beneficiario'];
const chiave = daParametro('idBeneficiario');
const azione = 'casellarioAntimafia';

const routes: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (app, { deps }) => {
  for (const { tipo, nome, descrizione, opzioni } of TIPI) {
    const chiamate = CHIAMATE_CASELLARIO[nome];
    const nonTrovato = () => notFound(`Non c'è ${descrizione} per questo beneficiario`);

    app.post(
      rottaIn(app, chiamate.carica),
      {
        schema: {
          summary: `Carica ${descrizione}`,
          tags: TAG,
          params: CaricaParams,
          ...(opzioni ? { querystring: OpzioniQuery } : {}),
          ...corpoMultipart,
          response: { 201: DocumentoBeneficiario, ...erroriCaricamento },
        },
        preHandler: permesso(deps.db, `action:${azione}`, 'beneficiario', chiave),
      },
      async (request, reply) => {
        const { idBeneficiario, dataCaricamento, numeroProtocollo } = request.params;
        const oggi = oggiInItalia();
        if (dataCaricamento > oggi) throw badRequest({ dataCaricamento: 'La data non può essere futura' });
        const nuovo = {
          idBeneficiario,
          tipo,
          dataCaricamento,
          numeroProtocollo,
          opzioni: (request.query as { opzioni?: string }).opzioni ?? null,
        };
        const documento = await caricaFile(
          deps,
          request,
          { azione, ambito: 'beneficiario', id: idBeneficiario },
          async (tx, _titolare, file) => ({
            risultato: await documenti.inserisci(tx, nuovo, file, oggi),
          }),
        );
        return reply.code(201).send(documento);
      },
    );

    app.get(
      rottaIn(app, chiamate.scarica),
      {
        schema: {
          summary: `Scarica ${descrizione}`,
          tags: TAG,
          params: IdBeneficiarioParams,
          response: { 200: RispostaFile, ...errori },
        },
        preHandler: permesso(deps.db, 'read:casellarioAntimafia', 'beneficiario', chiave),
      },
      async (request, reply) => {
        const documento = await documenti.corrente(deps.db, request.params.idBeneficiario, tipo, oggiInItalia());
        if (!documento) throw nonTrovato();
        return inviaFile(reply, deps.files.store, documento);
      },
    );

    // GET as the legacy client calls it, which cannot send the anti-forgery header on a GET: role, visibility and
    // state are checked, and the document is kept as history rather than erased (docs/allegati-e-checklist.md).
    app.get(
      rottaIn(app, chiamate.elimina),
      {
        exposeHeadRoute: false,
        schema: {
          summary: `Elimina ${descrizione} (resta nello storico)`,
          tags: TAG,
          params: IdBeneficiarioParams,
          response: { 204: Type.Null(), ...erroriScrittura },
        },
        preHandler: permesso(deps.db, `action:${azione}`, 'beneficiario', chiave),
      },
      async (request, reply) => {
        const id = request.params.idBeneficiario;
        await eliminaFile(deps, request, { azione, ambito: 'beneficiario', id }, async (tx) => {
          if (!(await documenti.storicizza(tx, id, tipo))) throw nonTrovato();
          return { risultato: undefined };
        });
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    rottaIn(app, documentiCasellarioSchema.endpoints!.getList!),
    {
      schema: {
        summary: 'Casellario e antimafia correnti del beneficiario, con la validità',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: Type.Array(DocumentoBeneficiario), ...errori },
      },
      preHandler: permesso(deps.db, 'read:casellarioAntimafia', 'beneficiario', chiave),
    },
    async (request) => documenti.correnti(deps.db, request.params.idBeneficiario, oggiInItalia()),
  );
};

/**
 * Criminal-record and antimafia documents under `/api/beneficiario`, a plugin beside the beneficiary
 * module's.
 */
export const documentiBeneficiarioRoutes: FastifyPluginAsync<{ db: AppDatabase; files: FileDellApp }> = async (
  app,
  { db, files },
) => {
  await app.register(routes, { deps: { db, files } });
};
