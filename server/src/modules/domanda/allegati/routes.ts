import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errori } from '../../../../../contract/allegati/record';
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
import { oggiInItalia } from '../../../engine/clock';
import { attoreDi, domandaPer, domandaVisibile } from '../access';
import type { DipendenzeFile } from '../file';
import { rottaIn } from '../../../engine/route';
import { rotteFile } from '../routes-file';
import * as allegati from './repository';
import { caricaAllegato } from './caricamento';

const TAG = ['allegato domanda'];
export const ALLEGATO_NON_TROVATO = 'Allegato non trovato';

/** The application's own attachments, by category (`/apigen/allegato`; docs/files.md). */
export const allegatoDomandaRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db } = deps;
  const { actions, endpoints } = allegatiDomandaSchema;
  const rotte = rotteFile(app, deps, { tags: TAG });
  const riga = AllegatoDomanda;

  app.get(
    rottaIn(app, CATEGORIE_ALLEGATO_DOMANDA.domanda),
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

  rotte.elenco(
    { endpoint: endpoints!.getList!, summary: 'Allegati della domanda', ingresso: { params: IdDomandaParams }, riga },
    async (request) => {
      const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, VEDENTI_DOMANDE);
      return allegati.elenco(db, allegati.dellaDomanda(idDomanda), oggiInItalia());
    },
  );

  rotte.carica(
    {
      endpoint: actions!.carica.endpoint,
      summary: 'Carica un allegato della domanda',
      ingresso: { querystring: CaricaAllegatoDomandaQuery },
      riga,
    },
    (request) => caricaAllegato(deps, request, 'DOMANDA', { ...request.query, idBeneficiario: null }),
  );

  rotte.scarica(
    {
      endpoint: actions!.scarica.endpoint,
      summary: 'Scarica un allegato della domanda',
      ingresso: { params: IdAllegatoParams },
      nonTrovato: ALLEGATO_NON_TROVATO,
    },
    async (request) => {
      const principal = principalOf(request);
      attoreDi(principal, VEDENTI_DOMANDE);
      const allegato = await allegati.perId(db, request.params.idAllegato, oggiInItalia());
      if (!allegato || allegato.idBeneficiario !== null) return undefined;
      await domandaVisibile(db, principal, allegato.idDomanda, VEDENTI_DOMANDE);
      return allegato;
    },
  );

  rotte.elimina(
    {
      endpoint: endpoints!.delete!,
      summary: 'Elimina un allegato della bozza',
      ingresso: { params: CancellaAllegatoDomandaParams },
      nonTrovato: ALLEGATO_NON_TROVATO,
    },
    async (tx, request) => {
      const { idDomanda, idAllegato } = request.params;
      await domandaPer(tx, principalOf(request), modificaDossier, idDomanda);
      return allegati.elimina(tx, idAllegato, allegati.dellaDomanda(idDomanda));
    },
  );
};
