import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errori } from '../../../../../contract/allegati/record';
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
import { ROLES } from '../../../../../contract/roles';
import { principalOf } from '../../../auth/authenticate';
import { notFound } from '../../../http/errors';
import { oggiInItalia } from '../../../engine/clock';
import { ALLEGATO_NON_TROVATO } from '../allegati/routes';
import * as allegati from '../allegati/repository';
import { caricaAllegato } from '../allegati/caricamento';
import { attoreDi } from '../access';
import type { DipendenzeFile } from '../file';
import { rottaIn } from '../../../engine/route';
import { rotteFile } from '../routes-file';
import { domandaDi } from './repository';
import { bloccaPerBeneficiario, domandaDelBeneficiario } from './access';

const TAG = ['beneficiario domanda'];

/** A beneficiary's attachments, by category, under the application's rules (docs/files.md). */
export const routesAllegatiBeneficiario: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db } = deps;
  const { actions, endpoints } = allegatiBeneficiarioDomandaSchema;
  const rotte = rotteFile(app, deps, { tags: TAG });
  const riga = AllegatoDomanda;

  app.get(
    rottaIn(app, CATEGORIE_ALLEGATO_DOMANDA.beneficiario),
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

  rotte.elenco(
    {
      endpoint: endpoints!.getList!,
      summary: 'Allegati di un beneficiario della domanda',
      ingresso: { params: IdBeneficiarioParams },
      riga,
    },
    async (request) => {
      await domandaDelBeneficiario(db, principalOf(request), request.params.idBeneficiario);
      return allegati.elenco(db, allegati.delBeneficiario(request.params.idBeneficiario), oggiInItalia());
    },
  );

  rotte.carica(
    {
      endpoint: actions!.carica.endpoint,
      summary: 'Carica un allegato di un beneficiario della domanda',
      ingresso: { querystring: CaricaAllegatoBeneficiarioQuery },
      riga,
    },
    (request) =>
      caricaAllegato(deps, request, 'BENEFICIARIO', request.query, async () => {
        const { idBeneficiario, idDomanda } = request.query;
        if ((await domandaDi(db, idBeneficiario)) !== idDomanda)
          throw notFound('Beneficiario non trovato nella domanda');
      }),
  );

  rotte.scarica(
    {
      endpoint: actions!.scarica.endpoint,
      summary: 'Scarica un allegato di un beneficiario della domanda',
      ingresso: { params: IdAllegatoParams },
      nonTrovato: ALLEGATO_NON_TROVATO,
    },
    async (request) => {
      const principal = principalOf(request);
      attoreDi(principal, ROLES);
      const allegato = await allegati.perId(db, request.params.idAllegato, oggiInItalia());
      if (!allegato?.idBeneficiario) return undefined;
      await domandaDelBeneficiario(db, principal, allegato.idBeneficiario);
      return allegato;
    },
  );

  rotte.elimina(
    {
      endpoint: endpoints!.delete!,
      summary: 'Elimina un allegato di un beneficiario della bozza',
      ingresso: { params: CancellaAllegatoBeneficiarioParams },
      nonTrovato: ALLEGATO_NON_TROVATO,
    },
    async (tx, request) => {
      const { idBeneficiario, idAllegato } = request.params;
      await bloccaPerBeneficiario(tx, principalOf(request), idBeneficiario);
      return allegati.elimina(tx, idAllegato, allegati.delBeneficiario(idBeneficiario));
    },
  );
};
