import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AppDatabase } from './db/database';
import { bancheSchema, Banca } from '../../contract/banche/schema';
import { SERVIZI } from '../../contract/servizi';
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
import { lavoriRoutes } from './modules/lavori/routes';
import { notificheRoutes, notificheUtenteRoutes } from './modules/notifiche/routes';
import type { RegoleScadenze } from './modules/programma/clock';
import { dipendenzeProgramma, programmaRoutes } from './modules/programma/routes';
import { proponenteRoutes } from './modules/proponente/routes';
import type { Registri } from './modules/registri/registri';
import { verificheRegistriRoutes } from './modules/registri/routes';
import { datiApertiRoutes } from './modules/graduatoria/pubblica';
import { graduatoriaRoutes } from './modules/graduatoria/routes';
import { decretoGraduatoriaRoutes } from './modules/graduatoria/routes-decreto';
import { valutazioneRoutes } from './modules/valutazione/routes';
import { verbaleValutazioneRoutes } from './modules/valutazione/routes-verbale';

const { moduli: API } = SERVIZI.api;
const { moduli: APIGEN } = SERVIZI.apigen;

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
      await api.register(bandoRoutes, { prefix: API.bando, db });
      await api.register(programmaRoutes, { prefix: API.programma, db, regole: scadenze });
      // The programme's documents read the programme and the dossier, so they sit above both, not inside `programma`.
      await api.register(routesDocumenti, {
        prefix: API.programma,
        deps: dipendenzeProgramma({ db, regole: scadenze }),
      });
      await api.register(proponenteRoutes, { prefix: API.programma, db });
      await api.register(verificheRegistriRoutes, { prefix: API.programma, db, regole: scadenze, ...registri });
      await api.register(beneficiarioRoutes, { prefix: API.beneficiario, db });
      await api.register(notificheRoutes, { prefix: API.notifiche, db });
      await api.register(allegatoRoutes, { prefix: API.allegato, db, files });
      await api.register(documentiBeneficiarioRoutes, { prefix: API.beneficiario, db, files });
      await api.register(tableRoutes({ schema: bancheSchema, record: Banca, table: 'banca' }), { db });
      await api.register(checklistRoutes, { prefix: API.checklist, db, files, regole: scadenze });
      await api.register(lavoriRoutes, { prefix: API.lavori, db });
    },
    { prefix: SERVIZI.api.percorso },
  );
  await app.register(
    async (apigen) => {
      protect(apigen);
      await apigen.register(notificheUtenteRoutes, { prefix: APIGEN.notifiche, db });
      await apigen.register(domandaRoutes, { prefix: APIGEN.domanda, db, files, portaleEsterno });
      await apigen.register(beneficiarioDomandaRoutes, { prefix: APIGEN.beneficiario, db, files });
      await apigen.register(sediRoutes, { prefix: APIGEN.sedi, db });
      await apigen.register(comuniRoutes, { prefix: APIGEN.comuni, db });
      await apigen.register(allegatoDomandaRoutes, { prefix: APIGEN.allegato, db, files });
      await apigen.register(istruttoriaRoutes, { prefix: APIGEN.istruttoria, db, files });
      await apigen.register(valutazioneRoutes, { prefix: APIGEN.valutazione, db });
      await apigen.register(verbaleValutazioneRoutes, { prefix: APIGEN.valutazione, db, files });
      await apigen.register(graduatoriaRoutes, { prefix: APIGEN.graduatoria, db });
      await apigen.register(decretoGraduatoriaRoutes, { prefix: APIGEN.graduatoria, db, files });
    },
    { prefix: SERVIZI.apigen.percorso },
  );
  // Public and cacheable: outside the services' token, anti-forgery check and no-store.
  await app.register(datiApertiRoutes, { db });
}
