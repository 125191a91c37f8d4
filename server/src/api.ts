import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppDatabase } from './db/database';
import { bancheSchema, Banca } from '../../contract/banche/schema';
import { tableRoutes } from './engine/table-routes';
import type { FileDellApp } from './files';
import { MESSAGGI } from './http/errors';
import { verifyXsrf } from './http/xsrf';
import { allegatoRoutes } from './modules/allegato/routes';
import { documentiBeneficiarioRoutes } from './modules/allegato/routes-casellario';
import { bandoRoutes } from './modules/bando/routes';
import { beneficiarioRoutes } from './modules/beneficiario/routes';
import { checklistRoutes } from './modules/checklist/routes';
import { allegatoDomandaRoutes } from './modules/domanda/allegati/routes';
import { beneficiarioDomandaRoutes } from './modules/domanda/beneficiari/routes';
import { istruttoriaRoutes } from './modules/domanda/istruttoria/routes';
import { domandaRoutes } from './modules/domanda/routes';
import { sediRoutes } from './modules/domanda/sedi/routes';
import { comuniRoutes } from './modules/comuni/routes';
import { routesDocumenti } from './modules/documenti/routes';
import { notificheRoutes, notificheUtenteRoutes } from './modules/notifiche/routes';
import type { RegoleScadenze } from './modules/programma/orologio';
import { dipendenzeProgramma, programmaRoutes } from './modules/programma/routes';
import { proponenteRoutes } from './modules/proponente/routes';
import type { Registri } from './modules/registri/registri';
import { verificheRegistriRoutes } from './modules/registri/routes';
import { datiApertiRoutes } from './modules/graduatoria/pubblica';
import { graduatoriaRoutes } from './modules/graduatoria/routes';
import { decretoGraduatoriaRoutes } from './modules/graduatoria/routes-decreto';
import { valutazioneRoutes } from './modules/valutazione/routes';
import { verbaleValutazioneRoutes } from './modules/valutazione/routes-verbale';

export interface ApiOptions {
  readonly authenticate: onRequestAsyncHookHandler;
  readonly db: AppDatabase;
  readonly scadenze: RegoleScadenze;
  readonly files: FileDellApp;
  readonly registri: { readonly registri: Registri; readonly validitaGiorni: number };
  /** The client id of the external portal that may open applications (`creaDomandaREST`). */
  readonly portaleEsterno: string;
}

/**
 * The two legacy services, one module per resource. Every route under them needs a valid token and
 * passes the anti-forgery check, unknown ones included: they answer 404 only after that.
 */
export async function registerApi(
  app: FastifyInstance,
  { authenticate, db, scadenze, files, registri, portaleEsterno }: ApiOptions,
): Promise<void> {
  const protect = (service: FastifyInstance) => {
    service.addHook('onRequest', authenticate);
    service.addHook('onRequest', verifyXsrf);
    service.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGGI.risorsaNonTrovata }));
  };
  await app.register(
    async (api) => {
      protect(api);
      await api.register(bandoRoutes, { prefix: '/bando', db });
      await api.register(programmaRoutes, { prefix: '/programma', db, regole: scadenze });
      // The programme's documents read the programme and the dossier, so they sit above both, not inside `programma`.
      await api.register(routesDocumenti, {
        prefix: '/programma',
        deps: dipendenzeProgramma({ db, regole: scadenze }),
      });
      await api.register(proponenteRoutes, { prefix: '/programma', db });
      await api.register(verificheRegistriRoutes, { prefix: '/programma', db, regole: scadenze, ...registri });
      await api.register(beneficiarioRoutes, { prefix: '/beneficiario', db });
      await api.register(notificheRoutes, { prefix: '/notifiche', db });
      await api.register(allegatoRoutes, { prefix: '/allegato', db, files });
      await api.register(documentiBeneficiarioRoutes, { prefix: '/beneficiario', db, files });
      await api.register(tableRoutes({ schema: bancheSchema, record: Banca, table: 'banca' }), { db });
      await api.register(checklistRoutes, { prefix: '/checklist', db, files, regole: scadenze });
    },
    { prefix: '/api' },
  );
  await app.register(
    async (apigen) => {
      protect(apigen);
      await apigen.register(notificheUtenteRoutes, { prefix: '/notifiche', db });
      await apigen.register(domandaRoutes, { prefix: '/domanda', db, files, portaleEsterno });
      await apigen.register(beneficiarioDomandaRoutes, { prefix: '/beneficiario', db, files });
      await apigen.register(sediRoutes, { prefix: '/sedi', db });
      await apigen.register(comuniRoutes, { prefix: '/comuni', db });
      await apigen.register(allegatoDomandaRoutes, { prefix: '/allegato', db, files });
      await apigen.register(istruttoriaRoutes, { prefix: '/istruttoria', db, files });
      await apigen.register(valutazioneRoutes, { prefix: '/valutazione', db });
      await apigen.register(verbaleValutazioneRoutes, { prefix: '/valutazione', db, files });
      await apigen.register(graduatoriaRoutes, { prefix: '/graduatoria', db });
      await apigen.register(decretoGraduatoriaRoutes, { prefix: '/graduatoria', db, files });
    },
    { prefix: '/apigen' },
  );
  // Public and cacheable: outside the services' token, anti-forgery check and no-store.
  await app.register(datiApertiRoutes, { db });
}
