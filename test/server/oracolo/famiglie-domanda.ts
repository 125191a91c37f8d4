import { CUAA_P1 } from '../support/programmi';
import { VEDENTI_DOMANDE } from './domanda-stati';
import { COMMISSIONE, MINISTERO, PROPONENTE, TUTTI } from './ruoli';
import type { Famiglia } from './tipi';

const D = '/apigen/domanda';
const G = '/apigen/graduatoria';

/**
 * The food-district routes with no application in the path, checked by role alone: the list and the
 * work queue for those who have a part in DC calls, reference tables for everyone, the call's scores and provisional
 * ranking for the commission and the ministry. The routes on one application are in OPERAZIONI_DOMANDA.
 */
export const FAMIGLIE_DOMANDA: readonly Famiglia[] = [
  {
    // The ISMEA roles and the bank have no part in DC calls: no list, no work queue of applications.
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
  { nome: 'comuni', rotte: ['GET /apigen/comuni/getListaComuni'], chi: TUTTI, ambito: 'elenco' },
  { nome: 'un comune', rotte: ['GET /apigen/comuni/getComune/{codiceIstat}'], chi: TUTTI, ambito: 'record' },
  {
    // A company new to the portal also gives its name and region; the call here does not exist.
    nome: 'nuova domanda',
    rotte: [`POST ${D}/creaDomanda/{idBando}/{cuaaProponente}`],
    chi: [PROPONENTE],
    ambito: 'record',
    query: { denominazione: 'Capofila del distretto', codRegione: '12' },
  },
  {
    // Only an external portal's client-credentials token; a person's token is refused, whatever the role.
    nome: 'porta del portale esterno',
    rotte: [`POST ${D}/creaDomandaREST`],
    chi: [],
    ambito: 'elenco',
    corpo: (id) => ({ idBando: id, cuaaProponente: CUAA_P1, denominazioneProponente: 'Capofila', codRegione: '12' }),
  },
  {
    nome: 'punteggi di un parametro e graduatoria del bando',
    // The final ranking is everyone's; on a call with none (here, one that does not exist) it is the provisional one.
    rotte: [
      'GET /apigen/valutazione/listaPunteggi/{idParametro}',
      `GET ${G}/visualizzaGraduatoria/{idBando}`,
      `GET ${G}/downloadExcel/{idBando}`,
      `GET ${G}/getAzioniPossibili/{idBando}`,
    ],
    chi: [COMMISSIONE, MINISTERO],
    ambito: 'record',
  },
  {
    // The frozen ranking carries its files (the decree): the commission's «ranking files», and the
    // ministry's, which finalises it. The decree adopts a public act: everyone reads it.
    nome: 'carica il decreto della graduatoria',
    rotte: [`POST ${G}/caricaAllegatoGraduatoria/{idBando}`],
    chi: [COMMISSIONE, MINISTERO],
    ambito: 'record',
    // Today in Rome: the ranking is finalised in the run, and its decree cannot be of an earlier Italian day.
    multipart: { dataDecreto: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date()) },
  },
  {
    nome: 'togli il decreto della graduatoria',
    rotte: [`DELETE ${G}/eliminaAllegatoGraduatoria/{idBando}`],
    chi: [COMMISSIONE, MINISTERO],
    ambito: 'record',
  },
  {
    nome: 'decreto e graduatoria pubblicata, per tutti',
    rotte: [
      `GET ${G}/listaAllegatoGraduatoria/{idBando}`,
      `GET ${G}/downloadAllegatoGraduatoria/{idBando}`,
      'GET /dati-aperti/graduatorie/{idBando}',
      'GET /dati-aperti/graduatorie/{idBando}/graduatoria.csv',
      'GET /dati-aperti/graduatorie/{idBando}/graduatoria.json',
    ],
    chi: TUTTI,
    ambito: 'record',
  },
  {
    nome: 'le aziende del proponente',
    rotte: [`GET ${D}/getAziendeProponente`],
    chi: [PROPONENTE],
    ambito: 'elenco',
  },
  {
    // The ministry's work queue of rankings it can finalise (docs/graduatoria.md): who does not finalise has none.
    nome: 'graduatorie da finalizzare',
    rotte: [`GET ${G}/getListaGraduatorieDaFinalizzare`],
    chi: [MINISTERO],
    ambito: 'elenco',
  },
  {
    nome: 'finalizza la graduatoria',
    rotte: [`GET ${G}/finalizzaGraduatoria/{idBando}`],
    chi: [MINISTERO],
    ambito: 'record',
  },
];
