import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { erroriCaricamento, erroriScrittura, errori } from '../../../../../contract/allegati/record';
import {
  AllegatoDomanda,
  CancellaAllegatoBeneficiarioParams,
  CaricaAllegatoBeneficiarioQuery,
  CategoriaAllegatoDomanda,
  IdAllegatoParams,
} from '../../../../../contract/allegatiDomanda/record';
import {
  allegatiBeneficiarioDomandaSchema,
  CATEGORIE_ALLEGATO_DOMANDA,
} from '../../../../../contract/allegatiDomanda/schema';
import { IdBeneficiarioParams } from '../../../../../contract/beneficiariDomanda/record';
import { modificaDossier } from '../../../../../contract/beneficiariDomanda/schema';
import { ROLES } from '../../../../../contract/roles';
import { principalOf } from '../../../auth/authenticate';
import { inviaFile, RispostaFile } from '../../../http/download';
import { notFound } from '../../../http/errors';
import { corpoMultipart } from '../../../http/multipart';
import { oggiInItalia } from '../../programma/orologio';
import { ALLEGATO_NON_TROVATO } from '../allegati/routes';
import * as allegati from '../allegati/repository';
import { verificaCategoria } from '../allegati/scadenza';
import { attoreDi } from '../accesso';
import { caricaPerDomanda, rimuoviFile, type DipendenzeFile } from '../file';
import { rotta } from '../rotta';
import { domandaDi } from './repository';
import { bloccaPerBeneficiario, domandaDelBeneficiario, PREFISSO_BENEFICIARIO } from './accesso';

const TAG = ['beneficiario domanda'];

/** A beneficiary's attachments, by category, under the application's rules (spec §7; DESIGN §7). */
export const routesAllegatiBeneficiario: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db, files } = deps;
  const { actions, endpoints } = allegatiBeneficiarioDomandaSchema;

  app.get(
    rotta(CATEGORIE_ALLEGATO_DOMANDA.beneficiario, PREFISSO_BENEFICIARIO),
    {
      schema: {
        summary: 'Categorie degli allegati di un beneficiario, con le obbligatorie e quelle con scadenza',
        tags: TAG,
        response: { 200: Type.Array(CategoriaAllegatoDomanda), ...errori },
      },
    },
    async (request) => {
      attoreDi(principalOf(request), ROLES);
      return allegati.categorie(db, 'BENEFICIARIO');
    },
  );

  app.get(
    rotta(endpoints!.getList!, PREFISSO_BENEFICIARIO),
    {
      schema: {
        summary: 'Allegati di un beneficiario della domanda',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: Type.Array(AllegatoDomanda), ...errori },
      },
    },
    async (request) => {
      await domandaDelBeneficiario(db, principalOf(request), request.params.idBeneficiario);
      return allegati.elenco(db, allegati.delBeneficiario(request.params.idBeneficiario), oggiInItalia());
    },
  );

  app.post(
    rotta(actions!.carica.endpoint, PREFISSO_BENEFICIARIO),
    {
      schema: {
        summary: 'Carica un allegato di un beneficiario della domanda',
        tags: TAG,
        querystring: CaricaAllegatoBeneficiarioQuery,
        ...corpoMultipart,
        response: { 201: AllegatoDomanda, ...erroriCaricamento },
      },
    },
    async (request, reply) => {
      const { idBeneficiario, idDomanda, idCategoria, dataScadenza } = request.query;
      const oggi = oggiInItalia();
      attoreDi(principalOf(request), modificaDossier.roles);
      if ((await domandaDi(db, idBeneficiario)) !== idDomanda) throw notFound('Beneficiario non trovato nella domanda');
      await verificaCategoria(db, 'BENEFICIARIO', request.query, oggi);
      const allegato = await caricaPerDomanda(deps, request, modificaDossier, idDomanda, (tx, _domanda, file) =>
        allegati.inserisci(
          tx,
          { idDomanda, idBeneficiario, idCategoria, dataScadenza: dataScadenza ?? null },
          file,
          oggi,
        ),
      );
      return reply.code(201).send(allegato);
    },
  );

  app.get(
    rotta(actions!.scarica.endpoint, PREFISSO_BENEFICIARIO),
    {
      schema: {
        summary: 'Scarica un allegato di un beneficiario della domanda',
        tags: TAG,
        params: IdAllegatoParams,
        response: { 200: RispostaFile, ...errori },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      attoreDi(principal, ROLES);
      const allegato = await allegati.perId(db, request.params.idAllegato, oggiInItalia());
      if (!allegato?.idBeneficiario) throw notFound(ALLEGATO_NON_TROVATO);
      await domandaDelBeneficiario(db, principal, allegato.idBeneficiario);
      return inviaFile(reply, files.store, allegato);
    },
  );

  app.delete(
    rotta(endpoints!.delete!, PREFISSO_BENEFICIARIO),
    {
      schema: {
        summary: 'Elimina un allegato di un beneficiario della bozza',
        tags: TAG,
        params: CancellaAllegatoBeneficiarioParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const { idBeneficiario, idAllegato } = request.params;
      const chiave = await db.transaction(async (tx) => {
        await bloccaPerBeneficiario(tx, principalOf(request), idBeneficiario);
        return allegati.elimina(tx, idAllegato, allegati.delBeneficiario(idBeneficiario));
      });
      if (!chiave) throw notFound(ALLEGATO_NON_TROVATO);
      await rimuoviFile(files, request, [chiave]);
      return reply.code(204).send(null);
    },
  );
};
