import { REGIONI } from '../programmi/regioni';
import { COMMISSIONE, ISTRUTTORE, PROPONENTE } from '../roles';
import { NELLA_PAGINA, SOLO_DETTAGLIO } from '../collocazione';
import type { ActionDeclaration, Endpoint, RecordRule } from '../types';
import type { StatoDomanda } from './stati';
import { limitiDi } from '../derivati';
import { DatiRicezioneBody, SalvaDatiGeneraliDomandaBody } from './record';

const domanda = (method: Endpoint['method'], call: string, rest: Partial<Endpoint> = {}): Endpoint => ({
  method,
  path: `/apigen/domanda/${call}/{idDomanda}`,
  operationId: call,
  ...rest,
});

/** Only the instructor who took the application in charge continues its review. */
export const inCaricoAMe: RecordRule = (record) => record.inCaricoAMe === true;

/** The receipt is registered when the application arrives, or later by the instructor in charge. */
const ricevibile: RecordRule = (record) => record.idStato === 'INOLTRATA' || inCaricoAMe(record);

const proponenteInBozza = { roles: [PROPONENTE], states: ['BOZZA'] } as const;

/**
 * The named actions on an application (docs/domande.md): who, from which states, and the legacy /apigen call.
 * The state each leads to and its guard are the server's (`server/src/modules/domanda/transitions.ts`).
 * A list offers 'Nuova domanda' once; the others are on the application's page.
 */
export const AZIONI_DOMANDA = {
  creaDomanda: {
    label: 'Nuova domanda',
    placement: NELLA_PAGINA,
    roles: [PROPONENTE],
    fields: [
      { source: 'denominazione', label: "Denominazione dell'azienda (se la prima volta)", type: 'text' },
      {
        source: 'codRegione',
        label: "Regione dell'azienda (se la prima volta)",
        type: 'select',
        choices: REGIONI,
      },
    ],
    endpoint: {
      method: 'POST',
      path: '/apigen/domanda/creaDomanda/{idBando}/{cuaaProponente}',
      query: ['denominazione', 'codRegione'],
      operationId: 'creaDomanda',
    },
  },
  modifica: {
    label: 'Modifica dati generali',
    placement: SOLO_DETTAGLIO,
    ...proponenteInBozza,
    fields: [
      {
        source: 'denominazione',
        label: 'Programma del distretto',
        type: 'text',
        required: true,
        ...limitiDi(SalvaDatiGeneraliDomandaBody, 'denominazione'),
      },
      {
        source: 'descrizione',
        label: 'Descrizione',
        type: 'longtext',
        ...limitiDi(SalvaDatiGeneraliDomandaBody, 'descrizione'),
      },
    ],
    endpoint: {
      method: 'POST',
      path: '/apigen/domanda/salvaDatiGeneraliDomanda',
      body: 'json',
      operationId: 'salvaDatiGeneraliDomanda',
    },
  },
  salvaDatiRicezione: {
    label: 'Registra ricezione',
    placement: SOLO_DETTAGLIO,
    roles: [ISTRUTTORE],
    states: ['INOLTRATA', 'IN_ISTRUTTORIA'],
    appliesTo: ricevibile,
    fields: [
      {
        source: 'numeroProtocollo',
        label: 'Numero di protocollo',
        type: 'text',
        required: true,
        ...limitiDi(DatiRicezioneBody, 'numeroProtocollo'),
      },
      { source: 'dataRicezione', label: 'Data di ricezione', type: 'date', required: true, regolaData: 'ricezione' },
    ],
    endpoint: domanda('POST', 'salvaDatiRicezioneDomanda', { body: 'json' }),
  },
  elimina: {
    label: 'Elimina bozza',
    placement: SOLO_DETTAGLIO,
    ...proponenteInBozza,
    confirm: 'Eliminare definitivamente la bozza della domanda, con beneficiari, sedi e allegati?',
    endpoint: domanda('DELETE', 'eliminaDomanda'),
  },
  salvaMailProponente: {
    label: 'Salva email e PEC',
    placement: SOLO_DETTAGLIO,
    ...proponenteInBozza,
    fields: [
      { source: 'mail', label: 'Email', type: 'text', required: true },
      { source: 'pec', label: 'PEC', type: 'text', required: true },
    ],
    endpoint: {
      method: 'POST',
      path: '/apigen/domanda/salvaMailProponente/{idProponente}',
      query: ['mail', 'pec'],
      requiredQuery: ['mail', 'pec'],
      operationId: 'salvaMailProponente',
    },
  },
  salvaRappresentanteLegale: {
    label: 'Salva rappresentante legale',
    placement: SOLO_DETTAGLIO,
    ...proponenteInBozza,
    endpoint: {
      method: 'POST',
      path: '/apigen/domanda/salvaRappresentanteLegale',
      body: 'json',
      operationId: 'salvaRappresentanteLegale',
    },
  },
  salvaReferente: {
    label: 'Salva referente',
    placement: SOLO_DETTAGLIO,
    ...proponenteInBozza,
    endpoint: {
      method: 'POST',
      path: '/apigen/domanda/salvaReferente/{idProponente}',
      body: 'json',
      operationId: 'salvaReferente',
    },
  },
  inoltra: {
    label: 'Inoltra domanda',
    placement: SOLO_DETTAGLIO,
    ...proponenteInBozza,
    confirm: 'Inoltrare la domanda? Dopo l’inoltro non sarà più modificabile.',
    endpoint: domanda('GET', 'inoltraDomanda'),
  },
  prendiInCarico: {
    label: 'Prendi in carico',
    placement: SOLO_DETTAGLIO,
    roles: [ISTRUTTORE],
    states: ['INOLTRATA'],
    confirm: 'Prendere in carico la domanda? Sarai l’unico istruttore a poterla istruire.',
    endpoint: domanda('GET', 'prendiInCarico'),
  },
  rilascia: {
    label: 'Rilascia',
    placement: SOLO_DETTAGLIO,
    roles: [ISTRUTTORE],
    states: ['IN_ISTRUTTORIA'],
    appliesTo: inCaricoAMe,
    confirm: 'Rilasciare la domanda? Tornerà tra quelle da prendere in carico.',
    endpoint: domanda('GET', 'rilascia'),
  },
  approvaIstruttoria: {
    label: 'Approva istruttoria',
    placement: SOLO_DETTAGLIO,
    roles: [ISTRUTTORE],
    states: ['IN_ISTRUTTORIA'],
    appliesTo: inCaricoAMe,
    confirm: 'Approvare l’istruttoria? La domanda passerà alla valutazione della commissione.',
    endpoint: domanda('GET', 'approvaIstruttoria'),
  },
  rigettaIstruttoria: {
    label: 'Rigetta istruttoria',
    placement: SOLO_DETTAGLIO,
    roles: [ISTRUTTORE],
    states: ['IN_ISTRUTTORIA'],
    appliesTo: inCaricoAMe,
    confirm:
      'Rigettare l’istruttoria? La domanda sarà non ammissibile: le motivazioni sono quelle delle note istruttorie.',
    endpoint: domanda('GET', 'rigettaIstruttoria'),
  },
  concludiValutazione: {
    label: 'Concludi valutazione',
    placement: SOLO_DETTAGLIO,
    roles: [COMMISSIONE],
    states: ['IN_VALUTAZIONE'],
    confirm: 'Concludere la valutazione? La domanda entrerà nella graduatoria del bando con i punteggi assegnati.',
    endpoint: {
      method: 'GET',
      path: '/apigen/valutazione/concludiValutazioneDomanda/{idDomanda}',
      operationId: 'concludiValutazioneDomanda',
    },
  },
  sbloccaValutazione: {
    label: 'Sblocca valutazione',
    placement: SOLO_DETTAGLIO,
    roles: [COMMISSIONE],
    states: ['VALUTATA'],
    confirm:
      'Riaprire la valutazione? La domanda uscirà dalla graduatoria provvisoria finché non sarà conclusa di nuovo.',
    endpoint: {
      method: 'GET',
      path: '/apigen/graduatoria/sbloccaValutazione/{idDomanda}',
      operationId: 'sbloccaValutazione',
    },
  },
} as const satisfies Record<string, ActionDeclaration & { readonly states?: readonly StatoDomanda[] }>;

export type AzioneDomanda = keyof typeof AZIONI_DOMANDA;

/** The actions that move an application from one state to another. */
export const TRANSIZIONI_DOMANDA = [
  'inoltra',
  'prendiInCarico',
  'rilascia',
  'approvaIstruttoria',
  'rigettaIstruttoria',
  'concludiValutazione',
  'sbloccaValutazione',
] as const satisfies readonly AzioneDomanda[];
export type TransizioneDomanda = (typeof TRANSIZIONI_DOMANDA)[number];
