import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { erroriCaricamento, erroriScrittura, errori } from '../../../../../contract/allegati/record';
import {
  AllegatoDomanda,
  CancellaAllegatoDomandaParams,
  CaricaAllegatoDomandaQuery,
  CategoriaAllegatoDomanda,
  IdAllegatoParams,
} from '../../../../../contract/allegatiDomanda/record';
import { allegatiDomandaSchema, CATEGORIE_ALLEGATO_DOMANDA } from '../../../../../contract/allegatiDomanda/schema';
import { modificaDossier } from '../../../../../contract/beneficiariDomanda/schema';
import { IdDomandaParams } from '../../../../../contract/domande/record';
import { VEDENTI_DOMANDE } from '../../../../../contract/domande/vedenti';
import { ROLES } from '../../../../../contract/roles';
import { principalOf } from '../../../auth/authenticate';
import { inviaFile, RispostaFile } from '../../../http/download';
import { notFound } from '../../../http/errors';
import { corpoMultipart } from '../../../http/multipart';
import { oggiInItalia } from '../../programma/orologio';
import { attoreDi, domandaPer, domandaVisibile } from '../accesso';
import { caricaPerDomanda, rimuoviFile, type DipendenzeFile } from '../file';
import { rotta } from '../rotta';
import * as allegati from './repository';
import { verificaCategoria } from './scadenza';

const TAG = ['allegato domanda'];
const PREFISSO = '/apigen/allegato';
export const ALLEGATO_NON_TROVATO = 'Allegato non trovato';

/** The application's own attachments, by category (`/apigen/allegato`, spec §7; DESIGN §7). */
export const allegatoDomandaRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db, files } = deps;
  const { actions, endpoints } = allegatiDomandaSchema;

  app.get(
    rotta(CATEGORIE_ALLEGATO_DOMANDA.domanda, PREFISSO),
    {
      schema: {
        summary: 'Categorie degli allegati della domanda, con le obbligatorie e quelle con scadenza',
        tags: TAG,
        response: { 200: Type.Array(CategoriaAllegatoDomanda), ...errori },
      },
    },
    async (request) => {
      attoreDi(principalOf(request), ROLES);
      return allegati.categorie(db, 'DOMANDA');
    },
  );

  app.get(
    rotta(endpoints!.getList!, PREFISSO),
    {
      schema: {
        summary: 'Allegati della domanda',
        tags: TAG,
        params: IdDomandaParams,
        response: { 200: Type.Array(AllegatoDomanda), ...errori },
      },
    },
    async (request) => {
      const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, VEDENTI_DOMANDE);
      return allegati.elenco(db, allegati.dellaDomanda(idDomanda), oggiInItalia());
    },
  );

  app.post(
    rotta(actions!.carica.endpoint, PREFISSO),
    {
      schema: {
        summary: 'Carica un allegato della domanda',
        tags: TAG,
        querystring: CaricaAllegatoDomandaQuery,
        ...corpoMultipart,
        response: { 201: AllegatoDomanda, ...erroriCaricamento },
      },
    },
    async (request, reply) => {
      const { idDomanda, idCategoria, dataScadenza } = request.query;
      const oggi = oggiInItalia();
      attoreDi(principalOf(request), modificaDossier.roles);
      await verificaCategoria(db, 'DOMANDA', request.query, oggi);
      const allegato = await caricaPerDomanda(deps, request, modificaDossier, idDomanda, (tx, _domanda, file) =>
        allegati.inserisci(
          tx,
          { idDomanda, idBeneficiario: null, idCategoria, dataScadenza: dataScadenza ?? null },
          file,
          oggi,
        ),
      );
      return reply.code(201).send(allegato);
    },
  );

  app.get(
    rotta(actions!.scarica.endpoint, PREFISSO),
    {
      schema: {
        summary: 'Scarica un allegato della domanda',
        tags: TAG,
        params: IdAllegatoParams,
        response: { 200: RispostaFile, ...errori },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      attoreDi(principal, VEDENTI_DOMANDE);
      const allegato = await allegati.perId(db, request.params.idAllegato, oggiInItalia());
      if (!allegato || allegato.idBeneficiario !== null) throw notFound(ALLEGATO_NON_TROVATO);
      await domandaVisibile(db, principal, allegato.idDomanda, VEDENTI_DOMANDE);
      return inviaFile(reply, files.store, allegato);
    },
  );

  app.delete(
    rotta(endpoints!.delete!, PREFISSO),
    {
      schema: {
        summary: 'Elimina un allegato della bozza',
        tags: TAG,
        params: CancellaAllegatoDomandaParams,
        response: { 204: Type.Null(), ...erroriScrittura },
      },
    },
    async (request, reply) => {
      const { idDomanda, idAllegato } = request.params;
      const chiave = await db.transaction(async (tx) => {
        await domandaPer(tx, principalOf(request), modificaDossier, idDomanda);
        return allegati.elimina(tx, idAllegato, allegati.dellaDomanda(idDomanda));
      });
      if (!chiave) throw notFound(ALLEGATO_NON_TROVATO);
      await rimuoviFile(files, request, [chiave]);
      return reply.code(204).send(null);
    },
  );
};
