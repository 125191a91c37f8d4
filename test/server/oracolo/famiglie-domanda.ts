import { CUAA_P1 } from '../support/programmi';
import { VEDENTI_DOMANDE } from './domanda-stati';
import { COMMISSIONE, MINISTERO, PROPONENTE, TUTTI } from './ruoli';
import type { Famiglia } from './tipi';

const D = '/apigen/domanda';
const G = '/apigen/graduatoria';

/**
 * The food-district routes with no application in the path (DESIGN §3, §5), checked by role alone: lists and
 * reference tables for those who have a part in DC calls, the call's scores and ranking for the commission and the
 * ministry. The routes on one application are in OPERAZIONI_DOMANDA, tried in every state.
 */
export const FAMIGLIE_DOMANDA: readonly Famiglia[] = [
  {
    // The ISMEA roles and the bank have no part in DC calls (DESIGN §5): no list, no work queue of applications.
    nome: 'elenco delle domande e lavoro da fare',
    rotte: [`GET ${D}/getListaDomande`, `GET ${D}/getListaIncarichi`],
    chi: VEDENTI_DOMANDE,
    ambito: 'elenco',
  },
  {
    // Reference tables hold no application: readable by every role, as the programme service's tables are.
    nome: 'tabelle delle domande',
    rotte: [
      `GET ${D}/getListaStatiDomanda`,
      'GET /apigen/allegato/getCategorieAllegatoDomanda',
      'GET /apigen/beneficiario/getCategorieAllegatoBeneficiario',
    ],
    chi: TUTTI,
    ambito: 'elenco',
  },
  {
    // A company new to the portal also gives its name and region; the call here does not exist.
    nome: 'nuova domanda',
    rotte: [`POST ${D}/creaDomanda/{idBando}/{cuaaProponente}`],
    chi: [PROPONENTE],
    ambito: 'record',
    query: { denominazione: 'Capofila del distretto', codRegione: '12' },
  },
  {
    // DESIGN §5: only an external portal's client-credentials token; a person's token is refused, whatever the role.
    nome: 'porta del portale esterno',
    rotte: [`POST ${D}/creaDomandaREST`],
    chi: [],
    ambito: 'elenco',
    corpo: (id) => ({ idBando: id, cuaaProponente: CUAA_P1, denominazioneProponente: 'Capofila', codRegione: '12' }),
  },
  {
    nome: 'punteggi di un parametro e graduatoria del bando',
    rotte: ['GET /apigen/valutazione/listaPunteggi/{idParametro}', `GET ${G}/visualizzaGraduatoria/{idBando}`],
    chi: [COMMISSIONE, MINISTERO],
    ambito: 'record',
  },
  {
    nome: 'finalizza la graduatoria',
    rotte: [`GET ${G}/finalizzaGraduatoria/{idBando}`],
    chi: [MINISTERO],
    ambito: 'record',
  },
];
