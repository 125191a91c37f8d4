import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requirePermission } from '../../engine/require-permission';
import { inviaZip, RispostaZip } from '../../http/download';
import { oggiInItalia } from '../../engine/clock';
import { daParametro, permesso } from './access';
import type { DipendenzeAllegato } from './caricamento';
import * as dossier from './repository-dossier';
import {
  Categoria,
  errori,
  IdBeneficiarioParams,
  IdCategoriaParams,
  IdProgrammaParams,
  Tipologia,
} from '../../../../contract/allegati/record';
import { allegatiSchema } from '../../../../contract/allegati/chiamate';
import { rottaIn } from '../../engine/route';

const TAG = ['allegato'];

/** Categories and types of attachment (reference data of migration 004), and the beneficiary's history as a ZIP. */
export const routesRiferimento: FastifyPluginAsyncTypebox<{ deps: DipendenzeAllegato }> = async (app, { deps }) => {
  app.get(
    rottaIn(app, allegatiSchema.actions!.categorieProponente!.endpoint),
    {
      schema: {
        summary: 'Categorie di allegato del proponente',
        tags: TAG,
        response: { 200: Type.Array(Categoria), ...errori },
      },
      preHandler: requirePermission('allegati', 'read:dossier'),
    },
    async () => dossier.categorie(deps.db, 'proponente'),
  );

  app.get(
    rottaIn(app, allegatiSchema.actions!.categorieBeneficiario!.endpoint),
    {
      schema: {
        summary: 'Categorie di allegato dei beneficiari del programma',
        tags: TAG,
        params: IdProgrammaParams,
        response: { 200: Type.Array(Categoria), ...errori },
      },
      preHandler: permesso(deps.db, 'read:dossier', 'programma', daParametro('idProgrammaInvestimento')),
    },
    async () => dossier.categorie(deps.db, 'beneficiario'),
  );

  app.get(
    rottaIn(app, allegatiSchema.actions!.tipologie!.endpoint),
    {
      schema: {
        summary: 'Tipologie di allegato di una categoria',
        tags: TAG,
        params: IdCategoriaParams,
        response: { 200: Type.Array(Tipologia), ...errori },
      },
      preHandler: requirePermission('allegati', 'read:dossier'),
    },
    async (request) => dossier.tipologie(deps.db, request.params.idCategoria),
  );

  app.get(
    rottaIn(app, allegatiSchema.actions!.scaricaStoricizzati!.endpoint),
    {
      schema: {
        summary: 'ZIP degli allegati sostituiti o eliminati del beneficiario',
        tags: TAG,
        params: IdBeneficiarioParams,
        response: { 200: RispostaZip, ...errori },
      },
      preHandler: permesso(deps.db, 'read:dossier', 'beneficiario', daParametro('idBeneficiario')),
    },
    async (request, reply) => {
      const { idBeneficiario } = request.params;
      const storici = await dossier.storicizzati(deps.db, idBeneficiario, oggiInItalia());
      return inviaZip(
        request,
        reply,
        deps.files.store,
        `allegati-storici-beneficiario-${idBeneficiario}.zip`,
        storici.map((a) => ({ ...a, id: a.idAllegato })),
      );
    },
  );
};
