import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, VALI } from '../roles';
import type { Role } from '../roles';
import { conParametri, limitiDi } from '../derivati';
import { IN_SCHEDA, NEL_MENU, NELLA_PAGINA, SOLO_DETTAGLIO } from '../collocazione';
import type { ActionDeclaration, Endpoint } from '../types';
import {
  ParametriApprova,
  ParametriAssegna,
  ParametriCreaProgramma,
  ParametriParereRegione,
  ParametriRimuoviAssegnatario,
  ParametriValida,
} from './parametri';
import { NoteFacoltativaQuery, NoteQuery, SalvaDatiGeneraliBody } from './record';
import { STATI_NON_FINALI, STATI_PROGRAMMA, type StatoProgramma } from './stati';

const programma = (method: Endpoint['method'], call: string, rest: Partial<Endpoint> = {}): Endpoint => ({
  method,
  path: `/api/programma/${call}/{id}`,
  operationId: call,
  ...rest,
});

/** The limits of a general data field: the save's body is the schema (contract/programmi/record.ts). */
const datiGenerali = (nome: Extract<keyof SalvaDatiGeneraliBody, string>) => limitiDi(SalvaDatiGeneraliBody, nome);

/** A named call of the programme service whose only parameter is the note, required or not. */
const conNota = (method: Endpoint['method'], call: string, required = true) =>
  conParametri(required ? NoteQuery : NoteFacoltativaQuery, programma(method, call));

const salvaNote = (label: string, roles: readonly Role[], states: readonly StatoProgramma[], call: string) =>
  ({
    label,
    placement: SOLO_DETTAGLIO,
    roles,
    states,
    ...conNota('POST', call),
  }) satisfies ActionDeclaration;

/** The review states in which ISMEA checks the national registers (docs/verifiche-registri.md). */
const STATI_VERIFICHE: readonly StatoProgramma[] = [
  'IN_ISTRUTTORIA',
  'IN_INTEGRAZIONE',
  'IN_SUBENTRO',
  'IN_VARIAZIONE',
];
/** Evidence of the checks exists from the review on, and stays. */
const STATI_CON_VERIFICHE = STATI_PROGRAMMA.filter((stato) => stato !== 'BOZZA' && stato !== 'PRESENTATO');
const STAFF: readonly Role[] = [COOR, ISTR, VALI, MINISTERO];

const eseguiVerifica = (label: string, registro: string, call: string) =>
  ({
    label,
    placement: SOLO_DETTAGLIO,
    roles: [ISTR, COOR],
    states: STATI_VERIFICHE,
    confirm:
      `Interrogare il ${registro} per tutti i beneficiari attivi del ` +
      `programma? Gli esiti saranno registrati come evidenza datata.`,
    endpoint: programma('POST', call),
  }) satisfies ActionDeclaration;

const scaricaVerifiche = (label: string, call: string) =>
  ({
    label,
    placement: SOLO_DETTAGLIO,
    roles: STAFF,
    states: STATI_CON_VERIFICHE,
    endpoint: programma('GET', call, { download: true }),
  }) satisfies ActionDeclaration;

/**
 * The named actions on a programme (docs/programma.md): who, from which states, and the legacy call.
 * The state each leads to and its guard are the server's (`server/src/modules/programma/transitions.ts`).
 * Most belong to the programme's page, where its state and tabs say what they act on; a list offers 'Nuovo programma'
 * once, and in each row's menu the few taken from a list (assigning, presenting).
 */
export const AZIONI_PROGRAMMA = {
  creaProgramma: {
    label: 'Nuovo programma',
    roles: [PROPONENTE, COOR],
    placement: NELLA_PAGINA,
    ...conParametri(ParametriCreaProgramma, {
      method: 'POST',
      path: '/api/programma/creaProgrammaInvestimento/{idBando}/{cuaa}',
      operationId: 'creaProgrammaInvestimento',
    }),
  },
  // One editor of the general data: step 1 of the Proponente tab's wizard, with the date range of docs/componenti.md.
  modifica: {
    label: 'Modifica dati generali',
    placement: IN_SCHEDA,
    roles: [PROPONENTE, COOR],
    states: ['BOZZA'],
    fields: [
      { source: 'titolo', label: 'Titolo del programma', type: 'text', ...datiGenerali('titolo') },
      {
        source: 'descrizione',
        label: 'Descrizione',
        type: 'longtext',
        ...datiGenerali('descrizione'),
      },
      { source: 'dataInizio', label: 'Data inizio', type: 'date' },
      { source: 'dataFine', label: 'Data fine', type: 'date' },
      {
        source: 'abiBanca',
        label: 'ABI della banca autorizzata',
        type: 'text',
        ...datiGenerali('abiBanca'),
      },
      { source: 'note', label: 'Note', type: 'longtext', ...datiGenerali('note') },
    ],
    endpoint: {
      method: 'POST',
      path: '/api/programma/salvaDatiGeneraliProgramma',
      body: 'json',
      operationId: 'salvaDatiGeneraliProgramma',
    },
  },
  modificaIstruttoria: {
    label: 'Aggiorna importo ammesso',
    placement: SOLO_DETTAGLIO,
    roles: [ISTR, COOR],
    states: ['IN_ISTRUTTORIA'],
    fields: [
      { source: 'importoAmmesso', label: 'Importo ammesso', type: 'currency' },
      { source: 'note', label: 'Note', type: 'longtext', ...datiGenerali('note') },
    ],
    endpoint: {
      method: 'POST',
      path: '/api/programma/salvaDatiGeneraliProgramma',
      body: 'json',
      operationId: 'salvaDatiGeneraliProgramma',
    },
  },
  eseguiValidazione: {
    label: 'Presenta programma',
    placement: NEL_MENU,
    roles: [PROPONENTE],
    states: ['BOZZA'],
    confirm: 'Presentare il programma? Dopo la presentazione non sarà più modificabile.',
    endpoint: programma('GET', 'eseguiValidazione'),
  },
  elimina: {
    label: 'Elimina bozza',
    placement: SOLO_DETTAGLIO,
    roles: [PROPONENTE, COOR],
    states: ['BOZZA'],
    confirm: 'Eliminare definitivamente la bozza del programma?',
    endpoint: programma('DELETE', 'eliminaProgrammaInvestimento'),
  },
  assegna: {
    label: 'Assegna istruttore',
    placement: ['menu', 'massiva'],
    roles: [COOR],
    states: ['PRESENTATO', 'IN_ISTRUTTORIA'],
    ...conParametri(ParametriAssegna, {
      method: 'GET',
      path: '/api/programma/assegnaPratica/{id}/{utente}',
      operationId: 'assegnaPratica',
    }),
  },
  rimuoviAssegnatario: {
    label: 'Rimuovi istruttore',
    placement: NEL_MENU,
    roles: [COOR],
    states: ['IN_ISTRUTTORIA'],
    confirm: "Rimuovere l'istruttore dal programma? Senza istruttori il programma torna «Presentato».",
    ...conParametri(ParametriRimuoviAssegnatario, {
      method: 'DELETE',
      path: '/api/programma/rimuoviAssegnatario/{id}/{utente}',
      operationId: 'rimuoviAssegnatario',
    }),
  },
  richiestaIntegrazione: {
    label: 'Richiedi integrazione',
    placement: SOLO_DETTAGLIO,
    roles: [ISTR, COOR],
    states: ['IN_ISTRUTTORIA'],
    confirm: 'Inviare al proponente la richiesta di integrazione?',
    ...conNota('PUT', 'richiestaIntegrazioneProgramma'),
  },
  inviaIntegrazioni: {
    label: 'Invia integrazioni',
    placement: SOLO_DETTAGLIO,
    roles: [PROPONENTE],
    states: ['IN_INTEGRAZIONE'],
    confirm: 'Inviare le integrazioni caricate?',
    ...conNota('GET', 'inviaIntegrazioni'),
  },
  richiestaParereRegione: {
    label: 'Richiedi parere alla Regione',
    placement: SOLO_DETTAGLIO,
    roles: [ISTR, COOR],
    states: ['IN_ISTRUTTORIA'],
    confirm: 'Chiedere il parere alla Regione del programma?',
    endpoint: programma('POST', 'richiestaParereRegione'),
  },
  inserimentoParereRegione: {
    label: 'Inserisci parere regionale',
    placement: SOLO_DETTAGLIO,
    roles: [REGIONE],
    states: ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE'],
    // Computed for the person reading the programme: an opinion asked of their region and not yet given.
    appliesTo: (programma) => programma.parereDaEsprimere === true,
    notApplicable:
      'Il parere regionale si inserisce quando l’istruttore lo chiede alla tua Regione: ' +
      'per questo programma non ci sono pareri in attesa.',
    ...conParametri(ParametriParereRegione, {
      method: 'POST',
      path: '/api/programma/inserimentoParereRegione/{id}/{esito}',
      operationId: 'inserimentoParereRegione',
    }),
  },
  richiestaValidazione: {
    label: 'Richiedi validazione',
    placement: SOLO_DETTAGLIO,
    roles: [ISTR, COOR],
    states: ['IN_ISTRUTTORIA'],
    confirm: "Concludere l'istruttoria e inviare il programma al validatore?",
    ...conNota('PUT', 'richiestaValidazioneProgramma', false),
  },
  richiestaIntegrazioneIsmea: {
    label: "Rimanda all'istruttore",
    placement: SOLO_DETTAGLIO,
    roles: [VALI],
    states: ['IN_VALIDAZIONE'],
    confirm: "Rimandare il programma all'istruttore per un'integrazione dell'istruttoria?",
    ...conNota('PUT', 'richiestaIntegrazioneIsmea'),
  },
  valida: {
    label: 'Esegui validazione',
    placement: SOLO_DETTAGLIO,
    roles: [VALI],
    states: ['IN_VALIDAZIONE'],
    confirm: "Registrare l'esito della validazione? Un esito negativo invia il preavviso di rigetto al proponente.",
    ...conParametri(ParametriValida, programma('PUT', 'eseguiValidazioneProgramma')),
  },
  inviaControDeduzioni: {
    label: 'Invia controdeduzioni',
    placement: SOLO_DETTAGLIO,
    roles: [PROPONENTE],
    states: ['PREAVVISO_RIGETTO'],
    confirm: 'Inviare le controdeduzioni caricate?',
    endpoint: programma('POST', 'inviaControDeduzioni'),
  },
  accettaSenzaControDeduzioni: {
    label: 'Accetta senza controdeduzioni',
    placement: SOLO_DETTAGLIO,
    roles: [PROPONENTE],
    states: ['PREAVVISO_RIGETTO'],
    confirm: 'Accettare il rigetto senza controdeduzioni? Il programma non sarà ammesso.',
    endpoint: programma('POST', 'accettaSenzaControDeduzioni'),
  },
  approva: {
    label: 'Approva programma',
    placement: SOLO_DETTAGLIO,
    roles: [MINISTERO],
    states: ['VALIDATO'],
    confirm: 'Approvare il programma con i codici indicati?',
    ...conParametri(ParametriApprova, programma('PUT', 'approvazioneprogramma')),
  },
  annulla: {
    label: 'Annulla programma',
    placement: SOLO_DETTAGLIO,
    roles: [MINISTERO],
    states: STATI_NON_FINALI,
    confirm: "Annullare il programma? L'operazione è definitiva.",
    ...conNota('PUT', 'annullamentoProgramma'),
  },
  subentro: {
    label: 'Avvia subentro',
    placement: SOLO_DETTAGLIO,
    roles: [COOR, PROPONENTE],
    states: ['APPROVATO'],
    confirm: 'Avviare il subentro di un beneficiario?',
    endpoint: programma('POST', 'avviaSubentro'),
  },
  variazione: {
    label: 'Avvia variazione',
    placement: SOLO_DETTAGLIO,
    roles: [COOR, PROPONENTE],
    states: ['APPROVATO'],
    confirm: 'Avviare una variazione del programma?',
    endpoint: programma('POST', 'avviaVariazione'),
  },
  concludiSubentro: {
    label: 'Concludi subentro',
    placement: SOLO_DETTAGLIO,
    roles: [COOR, ISTR],
    states: ['IN_SUBENTRO'],
    // Asked first, so a refusal's list of unanswered items shows in the dialog rather than in a passing toast.
    confirm: 'Concludere il subentro con le risposte salvate nella checklist? Il programma tornerà «Approvato».',
    endpoint: {
      method: 'POST',
      path: '/api/checklist/salvaChecklistSubentro/{id}',
      body: 'json',
      operationId: 'salvaChecklistSubentro',
    },
  },
  concludiVariazione: {
    label: 'Concludi variazione',
    placement: SOLO_DETTAGLIO,
    roles: [COOR, ISTR],
    states: ['IN_VARIAZIONE'],
    confirm: 'Concludere la variazione con le risposte salvate nella checklist? Il programma tornerà «Approvato».',
    endpoint: {
      method: 'POST',
      path: '/api/checklist/salvaChecklistVariazione/{id}',
      body: 'json',
      operationId: 'salvaChecklistVariazione',
    },
  },
  salvaNoteRichiestaIntegrazione: salvaNote(
    'Salva nota di richiesta integrazione',
    [ISTR, COOR],
    ['IN_ISTRUTTORIA'],
    'salvaNoteRichiestaIntegrazione',
  ),
  salvaNoteRichiestaValidazione: salvaNote(
    'Salva nota di richiesta validazione',
    [ISTR, COOR],
    ['IN_ISTRUTTORIA'],
    'salvaNoteRichiestaValidazione',
  ),
  salvaNoteValidazione: salvaNote('Salva nota di validazione', [VALI], ['IN_VALIDAZIONE'], 'salvaNoteValidazione'),
  // The legacy paths spell Deggendorf 'Deggendolf'; its {product} register is the RNA (docs/verifiche-registri.md).
  verificaDeggendorf: eseguiVerifica('Esegui verifica Deggendorf', 'Registro Deggendorf', 'eseguiVerificheDeggendolf'),
  verificaRna: eseguiVerifica('Esegui verifica RNA', 'Registro Nazionale degli Aiuti di Stato', 'eseguiVerificheRna'),
  scaricaVerificheDeggendorf: scaricaVerifiche('Scarica verifiche Deggendorf', 'downloadVerificheDeggendolf'),
  scaricaVerificheRna: scaricaVerifiche('Scarica verifiche RNA', 'downloadVerificheRna'),
} as const satisfies Record<string, ActionDeclaration & { readonly states?: readonly StatoProgramma[] }>;

export type AzioneProgramma = keyof typeof AZIONI_PROGRAMMA;
