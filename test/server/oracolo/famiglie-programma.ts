import { COOR, MINISTERO, PROPONENTE, REGIONE, STAFF, TUTTI, VEDENTI_PROGRAMMI } from './ruoli';
import type { Famiglia } from './tipi';

const P = '/api/programma';
const PROPONENTE_E_COOR = [PROPONENTE, COOR];

/**
 * The programme service's routes refused or allowed by role (docs/architecture.md, docs/programma.md,
 * docs/proponente.md). Reads of one programme are also tried on a real one, the caller's and another's.
 */
export const FAMIGLIE_PROGRAMMA: readonly Famiglia[] = [
  {
    nome: 'tabelle per tutti',
    rotte: ['GET /api/bando/getListaBandi', `GET ${P}/getListaStatiProgramma`],
    chi: TUTTI,
    ambito: 'elenco',
  },
  { nome: 'banche', rotte: ['GET /api/banche'], chi: TUTTI, ambito: 'elenco' },
  { nome: 'una banca', rotte: ['GET /api/banche/{abi}'], chi: TUTTI, ambito: 'record' },
  {
    nome: 'nuova banca',
    rotte: ['POST /api/banche'],
    chi: [MINISTERO],
    ambito: 'elenco',
    corpo: () => ({ abi: '99998', denominazione: 'Banca di prova' }),
  },
  {
    nome: 'banca modificata',
    rotte: ['PUT /api/banche/{abi}'],
    chi: [MINISTERO],
    ambito: 'record',
    corpo: () => ({ abi: '99999', denominazione: 'Banca di prova' }),
  },
  { nome: 'un bando', rotte: ['GET /api/bando/getBando/{idBando}'], chi: TUTTI, ambito: 'record' },
  {
    nome: 'riepilogo di un bando',
    rotte: ['GET /api/bando/generaExcelRiepilogoBando/{idBando}'],
    chi: STAFF,
    ambito: 'record',
  },
  {
    nome: 'elenco dei programmi e lavoro da fare',
    rotte: [`GET ${P}/getListaProgrammiInvestimento`, `GET ${P}/getListaIncarichi`],
    chi: VEDENTI_PROGRAMMI,
    ambito: 'elenco',
  },
  {
    nome: 'istruttori da assegnare',
    rotte: [`GET ${P}/getListaIstruttoriIsmea`],
    chi: [COOR, MINISTERO],
    ambito: 'elenco',
  },
  { nome: 'un istruttore', rotte: [`GET ${P}/getSoggetto/{idUtente}`], chi: STAFF, ambito: 'record' },
  {
    nome: 'nuovo programma',
    rotte: [`POST ${P}/creaProgrammaInvestimento/{idBando}/{cuaa}`],
    chi: PROPONENTE_E_COOR,
    ambito: 'record',
  },
  {
    nome: 'il programma per chi lo vede, e ciò che vi può fare ora',
    rotte: [
      `GET ${P}/getDatiGeneraliProgramma/{id}`,
      `GET ${P}/getAzioniPossibili/{id}`,
      `GET ${P}/getCodiciCupAndCore/{id}`,
      `GET ${P}/getStoricoImportiProgrammaInvestimento/{id}`,
      `GET ${P}/visualizzaNote/{id}`,
      `GET ${P}/getDettaglioProponente/{id}`,
      'GET /api/beneficiario/getListaBeneficiari/{idProgrammaInvestimento}',
    ],
    chi: VEDENTI_PROGRAMMI,
    ambito: 'record',
    leggiProgrammaIn: 'IN_VALIDAZIONE',
  },
  {
    nome: "l'istruttoria, per ISMEA e ministero",
    rotte: [
      `GET ${P}/getStoricoProgramma/{id}`,
      `GET ${P}/getNoteRichiestaValidazione/{id}`,
      `GET ${P}/visualizzaEsitoIsmea/{id}`,
      `GET ${P}/listaAssegnatari/{id}`,
      `GET ${P}/verificaChecklist/{id}`,
      `GET ${P}/checkVerificheDeggendolf/{id}`,
      `GET ${P}/checkVerificheRna/{id}`,
    ],
    chi: STAFF,
    ambito: 'record',
    leggiProgrammaIn: 'IN_VALIDAZIONE',
  },
  {
    nome: 'esiti, integrazioni e controdeduzioni, anche per il proponente',
    rotte: [
      `GET ${P}/getNoteRichiestaIntegrazione/{id}`,
      `GET ${P}/getNoteValidazione/{id}`,
      `GET ${P}/visualizzaIntegrazioni/{id}`,
      `GET ${P}/verificaControDeduzioni/{id}`,
    ],
    chi: [...STAFF, PROPONENTE],
    ambito: 'record',
    leggiProgrammaIn: 'IN_VALIDAZIONE',
  },
  {
    nome: 'pareri regionali, anche per la regione',
    rotte: [
      `GET ${P}/listaParereRegione/{id}`,
      `GET ${P}/visualizzaNoteRegione/{id}`,
      `GET ${P}/verificaParereRegione/{id}`,
      `GET ${P}/listaInvestimentiRegione/{id}`,
    ],
    chi: [...STAFF, REGIONE],
    ambito: 'record',
    leggiProgrammaIn: 'IN_VALIDAZIONE',
  },
  {
    nome: 'dati del proponente',
    rotte: [
      `POST ${P}/salvaMailProponente/{idProponente}`,
      `POST ${P}/salvaRappresentanteLegale`,
      `POST ${P}/salvaReferente/{idProponente}`,
      `POST ${P}/salvaBancaAutorizzata/{id}`,
    ],
    chi: PROPONENTE_E_COOR,
    ambito: 'record',
    query: { mail: 'referente@example.it' },
    corpo: (id) => ({
      idProponente: id,
      codiceFiscale: 'RSSMRA80A01H501U',
      nome: 'Mario',
      cognome: 'Rossi',
      mail: 'referente@example.it',
      abi: '03069',
      denominazione: 'Banca di prova',
    }),
  },
  {
    nome: 'notifiche',
    rotte: ['GET /api/notifiche/getNotificheUtente', 'PUT /api/notifiche/segnaTutteLette'],
    chi: TUTTI,
    ambito: 'elenco',
  },
  { nome: 'una notifica', rotte: ['PUT /api/notifiche/segnaLetta/{idNotifica}'], chi: TUTTI, ambito: 'record' },
  {
    nome: 'notifiche (servizio generico)',
    rotte: ['GET /apigen/notifiche/getNotificheUtente'],
    chi: TUTTI,
    ambito: 'elenco',
  },
  // The background jobs (issue 36): the ministry, who runs the service, reads them; nobody else.
  { nome: 'lavori in background', rotte: ['GET /api/lavori/getListaLavori'], chi: [MINISTERO], ambito: 'elenco' },
];
