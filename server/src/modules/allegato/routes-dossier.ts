import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TObject } from 'typebox';
import { isAllowed } from '../../../../contract/policy';
import { principalOf } from '../../auth/authenticate';
import { inviaFile, RispostaFile } from '../../http/download';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { corpoMultipart } from '../../http/multipart';
import { oggiInItalia } from '../../engine/clock';
import { daParametro, daQuery, permesso, titolare } from './access';
import { caricaFile, eliminaFile, type DipendenzeAllegato } from './caricamento';
import * as dossier from './repository-dossier';
import {
  AllegatoDossier,
  CaricaBeneficiarioQuery,
  CaricaProponenteQuery,
  errori,
  erroriCaricamento,
  erroriScrittura,
  IdAllegatoParams,
  IdBeneficiarioParams,
  IdProponenteParams,
} from '../../../../contract/allegati/record';
import { allegatiSchema } from '../../../../contract/allegati/chiamate';
import { chiamataDi, rottaIn } from '../../engine/route';

interface Proprietario {
  readonly proprietario: dossier.Proprietario;
  readonly nome: 'Proponente' | 'Beneficiario';
  readonly chiave: 'idProponente' | 'idBeneficiario';
  readonly azione: 'allegatiProponente' | 'allegatiBeneficiario';
  readonly query: TObject;
  readonly params: TObject;
}

const PROPRIETARI: readonly Proprietario[] = [
  {
    proprietario: 'proponente',
    nome: 'Proponente',
    chiave: 'idProponente',
    azione: 'allegatiProponente',
    query: CaricaProponenteQuery,
    params: IdProponenteParams,
  },
  {
    proprietario: 'beneficiario',
    nome: 'Beneficiario',
    chiave: 'idBeneficiario',
    azione: 'allegatiBeneficiario',
    query: CaricaBeneficiarioQuery,
    params: IdBeneficiarioParams,
  },
];

const TAG = ['allegato'];
const ALLEGATO_NON_TROVATO = 'Allegato non trovato';

/** The type's rules on the expiry date, as field errors, before any byte of the file is read; answers the type. */
async function verificaScadenza(
  deps: DipendenzeAllegato,
  proprietario: dossier.Proprietario,
  query: { idTipologia: number; dataScadenza?: string },
  oggi: string,
) {
  const tipologia = await dossier.tipologiaPer(deps.db, proprietario, query.idTipologia);
  if (!tipologia) throw badRequest({ idTipologia: 'Tipologia di allegato inesistente o non ammessa' });
  if (tipologia.richiedeScadenza && !query.dataScadenza) {
    throw badRequest({ dataScadenza: `La data di scadenza è obbligatoria per «${tipologia.descrizione}»` });
  }
  if (!tipologia.richiedeScadenza && query.dataScadenza) {
    throw badRequest({
      dataScadenza: `«${tipologia.descrizione}» non ha una data di scadenza: lasciare vuoto il campo`,
    });
  }
  if (query.dataScadenza && query.dataScadenza < oggi)
    throw badRequest({ dataScadenza: 'La data di scadenza non può essere già passata' });
  return tipologia;
}

/** Proponent and beneficiary attachments, by category and type; deleting or replacing one keeps it as history. */
export const routesDossier: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (app, { deps }) => {
  for (const { proprietario, nome, chiave, azione, query, params } of PROPRIETARI) {
    /** The attachment of the path, when the person sees its owner. */
    const allegatoVisibile = async (request: FastifyRequest) => {
      const principal = principalOf(request);
      if (!isAllowed({ roles: principal.roles, resource: 'allegati', permission: 'read:dossier' })) throw forbidden();
      const allegato = await dossier.perId(
        deps.db,
        (request.params as { idAllegato: number }).idAllegato,
        oggiInItalia(),
      );
      const id = allegato?.[chiave];
      if (!allegato || !id) throw notFound(ALLEGATO_NON_TROVATO);
      await titolare(deps.db, principal, proprietario, id);
      return allegato;
    };

    app.post(
      rottaIn(app, chiamataDi(allegatiSchema, `caricaAllegato${nome}`)),
      {
        schema: {
          summary: `Carica un allegato del ${proprietario}`,
          tags: TAG,
          querystring: query,
          ...corpoMultipart,
          response: { 201: AllegatoDossier, ...erroriCaricamento },
        },
        preHandler: permesso(deps.db, `action:${azione}`, proprietario, daQuery(chiave)),
      },
      async (request, reply) => {
        const richiesta = request.query as { idTipologia: number; dataScadenza?: string } & Record<
          typeof chiave,
          number
        >;
        const oggi = oggiInItalia();
        const requisito = await verificaScadenza(deps, proprietario, richiesta, oggi);
        const id = richiesta[chiave];
        const allegato = await caricaFile(
          deps,
          request,
          { azione, ambito: proprietario, id, requisito },
          async (tx, _titolare, file) => ({
            risultato: await dossier.inserisci(
              tx,
              proprietario,
              id,
              richiesta.idTipologia,
              richiesta.dataScadenza ?? null,
              file,
              oggi,
            ),
          }),
        );
        return reply.code(201).send(allegato);
      },
    );

    app.get(
      rottaIn(app, chiamataDi(allegatiSchema, `listaAllegati${nome}`)),
      {
        schema: {
          summary: `Allegati correnti del ${proprietario}`,
          tags: TAG,
          params,
          response: { 200: Type.Array(AllegatoDossier), ...errori },
        },
        preHandler: permesso(deps.db, 'read:dossier', proprietario, daParametro(chiave)),
      },
      async (request) =>
        dossier.correnti(deps.db, proprietario, (request.params as Record<string, number>)[chiave], oggiInItalia()),
    );

    app.get(
      rottaIn(app, chiamataDi(allegatiSchema, `downloadAllegato${nome}`)),
      {
        schema: {
          summary: `Scarica un allegato del ${proprietario}, anche storico`,
          tags: TAG,
          params: IdAllegatoParams,
          response: { 200: RispostaFile, ...errori },
        },
      },
      async (request, reply) => inviaFile(reply, deps.files.store, await allegatoVisibile(request)),
    );

    app.delete(
      rottaIn(app, chiamataDi(allegatiSchema, `cancellaAllegato${nome}`)),
      {
        schema: {
          summary: `Elimina un allegato del ${proprietario} (resta nello storico)`,
          tags: TAG,
          params: Type.Object({ ...params.properties, ...IdAllegatoParams.properties }),
          response: { 204: Type.Null(), ...erroriScrittura },
        },
        preHandler: permesso(deps.db, `action:${azione}`, proprietario, daParametro(chiave)),
      },
      async (request, reply) => {
        const { idAllegato, ...resto } = request.params as { idAllegato: number } & Record<string, number>;
        const id = resto[chiave];
        await eliminaFile(deps, request, { azione, ambito: proprietario, id }, async (tx) => {
          if (!(await dossier.storicizza(tx, proprietario, id, idAllegato, principalOf(request).username)))
            throw notFound(ALLEGATO_NON_TROVATO);
          return { risultato: undefined };
        });
        return reply.code(204).send(null);
      },
    );
  }
};
