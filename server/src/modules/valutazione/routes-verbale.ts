import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdDomandaParams } from '../../../../contract/domande/record';
import { AllegatoValutazione } from '../../../../contract/valutazione/record';
import {
  allegatoValutazioneSchema,
  assegnaPunteggi,
  LETTORI_VALUTAZIONE,
} from '../../../../contract/valutazione/schema';
import { principalOf } from '../../auth/authenticate';
import { attoreDi, domandaPer, domandaVisibile } from '../domanda/access';
import { scriviAuditDomanda } from '../domanda/audit';
import { caricaPerDomanda, type DipendenzeFile } from '../domanda/file';
import { rotteFile, type RichiestaDi } from '../domanda/routes-file';
import { eliminaVerbale, scriviVerbale, verbale } from './verbale';

const TAG = ['valutazione'];
const LETTORI = [...LETTORI_VALUTAZIONE];
const nonTrovato = 'Nessun verbale caricato per questa domanda';

/**
 * The commission's minutes of an application's evaluation (docs/graduatoria.md): one file per application,
 * uploaded (a second upload replaces the first) and removed by the commission while the application is in evaluation,
 * read by the commission and the ministry. Every change is in the application's history.
 */
export const verbaleValutazioneRoutes: FastifyPluginAsyncTypebox<DipendenzeFile> = async (app, deps) => {
  const { db } = deps;
  const { endpoints, actions } = allegatoValutazioneSchema;
  const rotte = rotteFile(app, deps, { tags: TAG });
  const ingresso = { params: IdDomandaParams };
  const visibile = async (request: RichiestaDi<typeof ingresso>) => {
    const { idDomanda } = await domandaVisibile(db, principalOf(request), request.params.idDomanda, LETTORI);
    return verbale(db, idDomanda);
  };

  rotte.elenco(
    {
      endpoint: endpoints!.getList!,
      summary: 'Verbale della commissione sulla domanda: un elenco di al più un file',
      ingresso,
      riga: AllegatoValutazione,
    },
    async (request) => {
      const trovato = await visibile(request);
      return trovato ? [trovato] : [];
    },
  );

  const carica = (variante: 'carica' | 'caricaForm', description: string) =>
    rotte.carica(
      {
        endpoint: actions![variante].endpoint,
        summary: 'Carica il verbale della commissione: sostituisce quello già caricato',
        description,
        ingresso,
        riga: AllegatoValutazione,
      },
      (request) =>
        caricaPerDomanda(deps, request, assegnaPunteggi, request.params.idDomanda, async (tx, domanda, file) => {
          const scritto = await scriviVerbale(tx, domanda.idDomanda, file);
          await scriviAuditDomanda(tx, {
            idDomanda: domanda.idDomanda,
            attore: attoreDi(principalOf(request), assegnaPunteggi.roles),
            azione: 'caricaAllegatoValutazione',
            statoDa: domanda.idStato,
            statoA: domanda.idStato,
            note: `Verbale «${file.nome}»${scritto.sostituito ? ', al posto del precedente' : ''}`,
          });
          return scritto;
        }),
    );
  carica('carica', 'Corpo multipart con il file nel campo «file».');
  carica(
    'caricaForm',
    'Variante per i moduli HTML (come il servizio storico): stesso corpo multipart, stessa risposta e stesse regole.',
  );

  rotte.scarica(
    { endpoint: actions!.scarica.endpoint, summary: 'Scarica il verbale della commissione', ingresso, nonTrovato },
    visibile,
  );

  rotte.elimina(
    {
      endpoint: endpoints!.delete!,
      summary: 'Elimina il verbale della commissione, finché la domanda è in valutazione',
      ingresso,
      nonTrovato,
    },
    async (tx, request) => {
      const principal = principalOf(request);
      const domanda = await domandaPer(tx, principal, assegnaPunteggi, request.params.idDomanda);
      const eliminato = await eliminaVerbale(tx, domanda.idDomanda);
      if (!eliminato) return undefined;
      await scriviAuditDomanda(tx, {
        idDomanda: domanda.idDomanda,
        attore: attoreDi(principal, assegnaPunteggi.roles),
        azione: 'eliminaAllegatoValutazione',
        statoDa: domanda.idStato,
        statoA: domanda.idStato,
        note: 'Verbale eliminato',
      });
      return eliminato;
    },
  );
};
