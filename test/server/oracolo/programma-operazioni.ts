import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, VALI } from './ruoli';
import { DOCUMENTI_PROGRAMMA } from './programma-documenti';
import { NON_FINALI, type Stato } from './programma-stati';
import type { Operazione } from './tipi';

const P = '/api/programma';
const nota = { note: 'Nota di prova' };

/**
 * Every operation on one programme, written by hand from docs/programma.md
 * («States and transitions», «Choices of the portal»). Two rows on one route: either lets the role act.
 */
export const OPERAZIONI_PROGRAMMA: readonly Operazione<Stato>[] = [
  { nome: 'presenta', rotte: [`GET ${P}/eseguiValidazione/{id}`], chi: [PROPONENTE], da: ['BOZZA'], a: 'PRESENTATO' },
  {
    nome: 'elimina bozza',
    rotte: [`DELETE ${P}/eliminaProgrammaInvestimento/{id}`],
    chi: [PROPONENTE, COOR],
    da: ['BOZZA'],
    a: null,
  },
  {
    nome: 'modifica dati generali',
    rotte: [`POST ${P}/salvaDatiGeneraliProgramma`],
    chi: [PROPONENTE, COOR],
    da: ['BOZZA'],
    corpo: (id) => ({ idProgrammaInvestimento: id, note: 'Nota modificata' }),
  },
  {
    nome: "modifica durante l'istruttoria",
    rotte: [`POST ${P}/salvaDatiGeneraliProgramma`],
    chi: [ISTR, COOR],
    da: ['IN_ISTRUTTORIA'],
    corpo: (id) => ({ idProgrammaInvestimento: id, note: 'Nota modificata' }),
  },
  {
    nome: 'assegna istruttore',
    rotte: [`GET ${P}/assegnaPratica/{id}/{utente}`],
    chi: [COOR],
    da: ['PRESENTATO', 'IN_ISTRUTTORIA'],
    a: 'IN_ISTRUTTORIA',
    utente: 'nuovo',
  },
  {
    nome: "rimuovi l'ultimo istruttore",
    rotte: [`DELETE ${P}/rimuoviAssegnatario/{id}/{utente}`],
    chi: [COOR],
    da: ['IN_ISTRUTTORIA'],
    a: 'PRESENTATO',
    utente: 'assegnato',
  },
  {
    nome: 'richiedi integrazione',
    rotte: [`PUT ${P}/richiestaIntegrazioneProgramma/{id}`],
    chi: [ISTR, COOR],
    da: ['IN_ISTRUTTORIA'],
    a: 'IN_INTEGRAZIONE',
    query: nota,
  },
  {
    nome: 'invia integrazioni',
    rotte: [`GET ${P}/inviaIntegrazioni/{id}`],
    chi: [PROPONENTE],
    da: ['IN_INTEGRAZIONE'],
    a: 'IN_ISTRUTTORIA',
    query: nota,
  },
  {
    nome: 'chiedi il parere alla regione',
    rotte: [`POST ${P}/richiestaParereRegione/{id}`],
    chi: [ISTR, COOR],
    da: ['IN_ISTRUTTORIA'],
  },
  {
    nome: 'dai il parere regionale',
    rotte: [`POST ${P}/inserimentoParereRegione/{id}/{esito}`],
    chi: [REGIONE],
    da: ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE'],
    query: nota,
    prepara: 'parereAtteso',
  },
  {
    nome: 'richiedi validazione',
    rotte: [`PUT ${P}/richiestaValidazioneProgramma/{id}`],
    chi: [ISTR, COOR],
    da: ['IN_ISTRUTTORIA'],
    a: 'IN_VALIDAZIONE',
  },
  {
    nome: "rimanda all'istruttore",
    rotte: [`PUT ${P}/richiestaIntegrazioneIsmea/{id}`, `POST ${P}/richiestaIntegrazioneIsmea/{id}`],
    chi: [VALI],
    da: ['IN_VALIDAZIONE'],
    a: 'IN_ISTRUTTORIA',
    query: nota,
  },
  {
    nome: 'valida',
    rotte: [`PUT ${P}/eseguiValidazioneProgramma/{id}`],
    chi: [VALI],
    da: ['IN_VALIDAZIONE'],
    a: 'VALIDATO',
    query: { esito: 'POSITIVO' },
  },
  {
    nome: 'invia controdeduzioni',
    rotte: [`POST ${P}/inviaControDeduzioni/{id}`],
    chi: [PROPONENTE],
    da: ['PREAVVISO_RIGETTO'],
    a: 'IN_ISTRUTTORIA',
  },
  {
    nome: 'accetta il rigetto',
    rotte: [`POST ${P}/accettaSenzaControDeduzioni/{id}`],
    chi: [PROPONENTE],
    da: ['PREAVVISO_RIGETTO'],
    a: 'NON_AMMESSO',
  },
  {
    nome: 'approva',
    rotte: [`PUT ${P}/approvazioneprogramma/{id}`],
    chi: [MINISTERO],
    da: ['VALIDATO'],
    a: 'APPROVATO',
    query: { codiceCup: 'J84E24000120001', codiceCore: '1234567' },
  },
  {
    nome: 'annulla',
    rotte: [`PUT ${P}/annullamentoProgramma/{id}`],
    chi: [MINISTERO],
    da: NON_FINALI,
    a: 'ANNULLATO',
    query: nota,
  },
  {
    nome: 'avvia subentro',
    rotte: [`POST ${P}/avviaSubentro/{id}`],
    chi: [COOR, PROPONENTE],
    da: ['APPROVATO'],
    a: 'IN_SUBENTRO',
  },
  {
    nome: 'avvia variazione',
    rotte: [`POST ${P}/avviaVariazione/{id}`],
    chi: [COOR, PROPONENTE],
    da: ['APPROVATO'],
    a: 'IN_VARIAZIONE',
  },
  {
    nome: 'bozze delle note di istruttoria',
    rotte: [`POST ${P}/salvaNoteRichiestaIntegrazione/{id}`, `POST ${P}/salvaNoteRichiestaValidazione/{id}`],
    chi: [ISTR, COOR],
    da: ['IN_ISTRUTTORIA'],
    query: nota,
  },
  {
    nome: 'bozza della nota di validazione',
    rotte: [`POST ${P}/salvaNoteValidazione/{id}`],
    chi: [VALI],
    da: ['IN_VALIDAZIONE'],
    query: nota,
  },
  ...DOCUMENTI_PROGRAMMA,
];
