import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, VALI } from '../roles';
import type { Role } from '../roles';
import type { ActionDeclaration, Endpoint, FieldDeclaration } from '../types';
import { STATI_NON_FINALI, STATI_PROGRAMMA, type StatoProgramma } from './stati';


const programma = (method: Endpoint['method'], call: string, rest: Partial<Endpoint> = {}): Endpoint => ({
  method,
  path: `/api/programma/${call}/{id}`,
  operationId: call,
  ...rest,
});

const nota = (required = true): FieldDeclaration => ({ source: 'note', label: 'Note', type: 'longtext', required });
const noteQuery = (required = true) => (required ? { query: ['note'], requiredQuery: ['note'] } : { query: ['note'] });

const salvaNote = (label: string, roles: readonly Role[], states: readonly StatoProgramma[], call: string) =>
  ({ label, roles, states, fields: [nota()], endpoint: programma('POST', call, noteQuery()) }) satisfies ActionDeclaration;

const ISTRUTTORI_ISMEA = { resource: 'istruttoriIsmea', value: 'idUtente', label: 'nominativo' };
const ASSEGNATI = { resource: 'assegnatariProgramma', value: 'utente', label: 'nominativo', filterFromRecord: { id: 'idProgrammaInvestimento' } };
/** The review states in which ISMEA checks the national registers (docs/verifiche-registri.md). */
const STATI_VERIFICHE: readonly StatoProgramma[] = ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE', 'IN_SUBENTRO', 'IN_VARIAZIONE'];
/** Evidence of the checks exists from the review on, and stays. */
const STATI_CON_VERIFICHE = STATI_PROGRAMMA.filter((stato) => stato !== 'BOZZA' && stato !== 'PRESENTATO');
const STAFF: readonly Role[] = [COOR, ISTR, VALI, MINISTERO];

const eseguiVerifica = (label: string, registro: string, call: string) =>
  ({
    label, roles: [ISTR, COOR], states: STATI_VERIFICHE,
    confirm: `Interrogare il ${registro} per tutti i beneficiari attivi del programma? Gli esiti saranno registrati come evidenza datata.`,
    endpoint: programma('POST', call),
  }) satisfies ActionDeclaration;

const scaricaVerifiche = (label: string, call: string) =>
  ({ label, roles: STAFF, states: STATI_CON_VERIFICHE, endpoint: programma('GET', call, { download: true }) }) satisfies ActionDeclaration;

/**
 * The named actions on a programme (DESIGN §4): who, from which states, and the legacy call of spec §7.
 * The state each leads to and its guard are the server's (`server/src/modules/programma/transitions.ts`).
 */
export const AZIONI_PROGRAMMA = {
  creaProgramma: {
    label: 'Nuovo programma', roles: [PROPONENTE, COOR],
    fields: [
      { source: 'denominazione', label: 'Denominazione (se la prima volta)', type: 'text' },
      { source: 'codRegione', label: 'Regione (se la prima volta)', type: 'text' },
    ],
    endpoint: {
      method: 'POST', path: '/api/programma/creaProgrammaInvestimento/{idBando}/{cuaa}',
      query: ['denominazione', 'codRegione'], operationId: 'creaProgrammaInvestimento',
    },
  },
  modifica: {
    label: 'Modifica dati generali', roles: [PROPONENTE, COOR], states: ['BOZZA'],
    fields: [
      { source: 'titolo', label: 'Titolo del programma', type: 'text' },
      { source: 'descrizione', label: 'Descrizione', type: 'longtext' },
      { source: 'dataInizio', label: 'Data inizio', type: 'date' },
      { source: 'dataFine', label: 'Data fine', type: 'date' },
      { source: 'abiBanca', label: 'ABI della banca autorizzata', type: 'text' },
      { source: 'note', label: 'Note', type: 'longtext' },
    ],
    endpoint: { method: 'POST', path: '/api/programma/salvaDatiGeneraliProgramma', body: 'json', operationId: 'salvaDatiGeneraliProgramma' },
  },
  modificaIstruttoria: {
    label: 'Aggiorna importo ammesso', roles: [ISTR, COOR], states: ['IN_ISTRUTTORIA'],
    fields: [
      { source: 'importoAmmesso', label: 'Importo ammesso', type: 'currency' },
      { source: 'note', label: 'Note', type: 'longtext' },
    ],
    endpoint: { method: 'POST', path: '/api/programma/salvaDatiGeneraliProgramma', body: 'json', operationId: 'salvaDatiGeneraliProgramma' },
  },
  eseguiValidazione: {
    label: 'Presenta programma', roles: [PROPONENTE], states: ['BOZZA'],
    confirm: 'Presentare il programma? Dopo la presentazione non sarà più modificabile.',
    endpoint: programma('GET', 'eseguiValidazione'),
  },
  elimina: {
    label: 'Elimina bozza', roles: [PROPONENTE, COOR], states: ['BOZZA'],
    confirm: 'Eliminare definitivamente la bozza del programma?',
    endpoint: programma('DELETE', 'eliminaProgrammaInvestimento'),
  },
  assegna: {
    label: 'Assegna istruttore', roles: [COOR], states: ['PRESENTATO', 'IN_ISTRUTTORIA'],
    fields: [{ source: 'utente', label: 'Istruttore', type: 'select', required: true, choicesFrom: ISTRUTTORI_ISMEA }],
    endpoint: { method: 'GET', path: '/api/programma/assegnaPratica/{id}/{utente}', operationId: 'assegnaPratica' },
  },
  rimuoviAssegnatario: {
    label: 'Rimuovi istruttore', roles: [COOR], states: ['IN_ISTRUTTORIA'],
    confirm: "Rimuovere l'istruttore dal programma? Senza istruttori il programma torna «Presentato».",
    fields: [{ source: 'utente', label: 'Istruttore', type: 'select', required: true, choicesFrom: ASSEGNATI }],
    endpoint: { method: 'DELETE', path: '/api/programma/rimuoviAssegnatario/{id}/{utente}', operationId: 'rimuoviAssegnatario' },
  },
  richiestaIntegrazione: {
    label: 'Richiedi integrazione', roles: [ISTR, COOR], states: ['IN_ISTRUTTORIA'],
    confirm: 'Inviare al proponente la richiesta di integrazione?', fields: [nota()],
    endpoint: programma('PUT', 'richiestaIntegrazioneProgramma', noteQuery()),
  },
  inviaIntegrazioni: {
    label: 'Invia integrazioni', roles: [PROPONENTE], states: ['IN_INTEGRAZIONE'],
    confirm: 'Inviare le integrazioni caricate?', fields: [nota()],
    endpoint: programma('GET', 'inviaIntegrazioni', noteQuery()),
  },
  richiestaParereRegione: {
    label: 'Richiedi parere alla Regione', roles: [ISTR, COOR], states: ['IN_ISTRUTTORIA'],
    confirm: 'Chiedere il parere alla Regione del programma?',
    endpoint: programma('POST', 'richiestaParereRegione'),
  },
  inserimentoParereRegione: {
    label: 'Inserisci parere regionale', roles: [REGIONE], states: ['IN_ISTRUTTORIA', 'IN_INTEGRAZIONE'],
    fields: [
      {
        source: 'esito', label: 'Esito', type: 'select', required: true,
        choices: [{ id: 'FAVOREVOLE', name: 'Favorevole' }, { id: 'SFAVOREVOLE', name: 'Sfavorevole' }],
      },
      nota(),
    ],
    endpoint: {
      method: 'POST', path: '/api/programma/inserimentoParereRegione/{id}/{esito}',
      ...noteQuery(), operationId: 'inserimentoParereRegione',
    },
  },
  richiestaValidazione: {
    label: 'Richiedi validazione', roles: [ISTR, COOR], states: ['IN_ISTRUTTORIA'],
    confirm: "Concludere l'istruttoria e inviare il programma al validatore?", fields: [nota(false)],
    endpoint: programma('PUT', 'richiestaValidazioneProgramma', noteQuery(false)),
  },
  richiestaIntegrazioneIsmea: {
    label: "Rimanda all'istruttore", roles: [VALI], states: ['IN_VALIDAZIONE'],
    confirm: "Rimandare il programma all'istruttore per un'integrazione dell'istruttoria?", fields: [nota()],
    endpoint: programma('PUT', 'richiestaIntegrazioneIsmea', noteQuery()),
  },
  valida: {
    label: 'Esegui validazione', roles: [VALI], states: ['IN_VALIDAZIONE'],
    confirm: "Registrare l'esito della validazione? Un esito negativo invia il preavviso di rigetto al proponente.",
    fields: [
      {
        source: 'esito', label: 'Esito', type: 'select', required: true,
        choices: [{ id: 'POSITIVO', name: 'Positivo' }, { id: 'NEGATIVO', name: 'Negativo' }],
      },
      nota(false),
      { source: 'esitoIsmea', label: 'Esito ISMEA', type: 'longtext' },
    ],
    endpoint: programma('PUT', 'eseguiValidazioneProgramma', { query: ['esito', 'note', 'esitoIsmea'], requiredQuery: ['esito'] }),
  },
  inviaControDeduzioni: {
    label: 'Invia controdeduzioni', roles: [PROPONENTE], states: ['PREAVVISO_RIGETTO'],
    confirm: 'Inviare le controdeduzioni caricate?',
    endpoint: programma('POST', 'inviaControDeduzioni'),
  },
  accettaSenzaControDeduzioni: {
    label: 'Accetta senza controdeduzioni', roles: [PROPONENTE], states: ['PREAVVISO_RIGETTO'],
    confirm: 'Accettare il rigetto senza controdeduzioni? Il programma non sarà ammesso.',
    endpoint: programma('POST', 'accettaSenzaControDeduzioni'),
  },
  approva: {
    label: 'Approva programma', roles: [MINISTERO], states: ['VALIDATO'],
    confirm: 'Approvare il programma con i codici indicati?',
    fields: [
      { source: 'codiceCup', label: 'CUP', type: 'text', required: true, format: 'codiceCup' },
      { source: 'codiceCore', label: 'COR', type: 'text', required: true, format: 'codiceCor' },
      nota(false),
    ],
    endpoint: programma('PUT', 'approvazioneprogramma', { query: ['note', 'codiceCup', 'codiceCore'], requiredQuery: ['codiceCup', 'codiceCore'] }),
  },
  annulla: {
    label: 'Annulla programma', roles: [MINISTERO], states: STATI_NON_FINALI,
    confirm: "Annullare il programma? L'operazione è definitiva.", fields: [nota()],
    endpoint: programma('PUT', 'annullamentoProgramma', noteQuery()),
  },
  subentro: {
    label: 'Avvia subentro', roles: [COOR, PROPONENTE], states: ['APPROVATO'],
    confirm: 'Avviare il subentro di un beneficiario?', endpoint: programma('POST', 'avviaSubentro'),
  },
  variazione: {
    label: 'Avvia variazione', roles: [COOR, PROPONENTE], states: ['APPROVATO'],
    confirm: 'Avviare una variazione del programma?', endpoint: programma('POST', 'avviaVariazione'),
  },
  concludiSubentro: {
    label: 'Concludi subentro', roles: [COOR, ISTR], states: ['IN_SUBENTRO'],
    endpoint: { method: 'POST', path: '/api/checklist/salvaChecklistSubentro/{id}', body: 'json', operationId: 'salvaChecklistSubentro' },
  },
  concludiVariazione: {
    label: 'Concludi variazione', roles: [COOR, ISTR], states: ['IN_VARIAZIONE'],
    endpoint: { method: 'POST', path: '/api/checklist/salvaChecklistVariazione/{id}', body: 'json', operationId: 'salvaChecklistVariazione' },
  },
  salvaNoteRichiestaIntegrazione: salvaNote('Salva nota di richiesta integrazione', [ISTR, COOR], ['IN_ISTRUTTORIA'], 'salvaNoteRichiestaIntegrazione'),
  salvaNoteRichiestaValidazione: salvaNote('Salva nota di richiesta validazione', [ISTR, COOR], ['IN_ISTRUTTORIA'], 'salvaNoteRichiestaValidazione'),
  salvaNoteValidazione: salvaNote('Salva nota di validazione', [VALI], ['IN_VALIDAZIONE'], 'salvaNoteValidazione'),
  // The spec spells the Deggendorf calls 'Deggendolf'; its {product} register is the RNA (docs/verifiche-registri.md).
  verificaDeggendorf: eseguiVerifica('Esegui verifica Deggendorf', 'Registro Deggendorf', 'eseguiVerificheDeggendolf'),
  verificaRna: eseguiVerifica('Esegui verifica RNA', 'Registro Nazionale degli Aiuti di Stato', 'eseguiVerificheRna'),
  scaricaVerificheDeggendorf: scaricaVerifiche('Scarica verifiche Deggendorf', 'downloadVerificheDeggendolf'),
  scaricaVerificheRna: scaricaVerifiche('Scarica verifiche RNA', 'downloadVerificheRna'),
} as const satisfies Record<string, ActionDeclaration & { readonly states?: readonly StatoProgramma[] }>;

export type AzioneProgramma = keyof typeof AZIONI_PROGRAMMA;
