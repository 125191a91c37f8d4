import { REGIONI } from '../programmi/regioni';
import { campiDi, queryDi } from '../derivati';
import { COMMISSIONE, ISTRUTTORE, MINISTERO, ROLES } from '../roles';
import type { FieldDeclaration, ResourceSchema } from '../types';
import { LETTORI_PUNTEGGI, LETTORI_VALUTAZIONE } from '../valutazione/schema';
import { AZIONI_DOMANDA } from './azioni';
import { FiltriDomande, type IncaricoDomanda } from './record';
import type { DettaglioDomanda } from './record-proponente';
import { STATI_DOMANDA_CON_NOME } from './stati';
import { VEDENTI_DOMANDE, VISIBILITA_DOMANDE } from './vedenti';
import { azioniPossibiliDomanda } from './possible-actions';

/** The record shape is the server's schema: the contract is written once. */
export type DomandaRecord = DettaglioDomanda;

const statoChoices = [...STATI_DOMANDA_CON_NOME];

/** The seven legacy filters, in their order. */
const ETICHETTE_FILTRI = {
  denominazione: 'Programma del distretto',
  cognomeProponente: 'Cognome rappresentante legale',
  denominazioneBeneficiario: 'Denominazione beneficiario',
  codRegione: 'Regione',
  idStato: 'Stato',
  nBeneficiariDa: 'N. beneficiari da',
  nBeneficiariA: 'N. beneficiari a',
};

export const domandeSchema: ResourceSchema<DomandaRecord, FiltriDomande> = {
  name: 'domande',
  idField: 'idDomanda',
  label: { one: 'Domanda', many: 'Domande' },
  fields: [
    { source: 'idDomanda', label: 'N. domanda', type: 'number', sortable: true },
    { source: 'denominazione', label: 'Programma del distretto', type: 'text', sortable: true, columnFilter: true },
    { source: 'descrizione', label: 'Descrizione', type: 'longtext' },
    { source: 'cuaaProponente', label: 'CUAA capofila', type: 'text', sortable: true },
    { source: 'denominazioneProponente', label: 'Capofila', type: 'text' },
    { source: 'cognomeProponente', label: 'Cognome rappresentante legale', type: 'text' },
    { source: 'descrizioneRegione', label: 'Regione', type: 'text' },
    { source: 'codRegione', label: 'Regione', type: 'select', choices: REGIONI, sortable: true },
    { source: 'descrizioneStato', label: 'Stato', type: 'text' },
    { source: 'idStato', label: 'Codice stato', type: 'select', choices: statoChoices, sortable: true },
    { source: 'nBeneficiari', label: 'N. beneficiari', type: 'number', sortable: true },
    { source: 'importoRichiesto', label: 'Importo richiesto', type: 'currency', sortable: true },
    { source: 'dataInoltro', label: 'Inoltrata il', type: 'datetime', sortable: true },
    { source: 'statoDal', label: 'Nello stato dal', type: 'datetime', sortable: true },
    { source: 'nominativoIstruttore', label: 'Istruttore in carico', type: 'text' },
    { source: 'numeroProtocollo', label: 'Protocollo di ricezione', type: 'text' },
    { source: 'dataRicezione', label: 'Data di ricezione', type: 'date' },
  ],
  list: {
    columns: [
      'idDomanda',
      'denominazione',
      'denominazioneProponente',
      'descrizioneRegione',
      'descrizioneStato',
      'nBeneficiari',
      'importoRichiesto',
      'dataInoltro',
    ],
    card: ['denominazione', 'denominazioneProponente', 'descrizioneStato', 'importoRichiesto'],
    filters: campiDi(FiltriDomande, Object.keys(ETICHETTE_FILTRI) as (keyof typeof ETICHETTE_FILTRI)[]).map(
      (filtro): FieldDeclaration => ({
        ...filtro,
        label: ETICHETTE_FILTRI[filtro.source as keyof typeof ETICHETTE_FILTRI],
      }),
    ),
    sort: { field: 'idDomanda', order: 'ASC' },
    perPage: 10,
  },
  access: {
    list: VEDENTI_DOMANDE,
    show: VEDENTI_DOMANDE,
    create: AZIONI_DOMANDA.creaDomanda.roles,
    edit: AZIONI_DOMANDA.modifica.roles,
    delete: AZIONI_DOMANDA.elimina.roles,
  },
  visibility: VISIBILITA_DOMANDE,
  reads: {
    /** Review notes and files: the instructors, the commission that evaluates, the ministry. */
    istruttoria: [ISTRUTTORE, COMMISSIONE, MINISTERO],
    /** The history: whoever reads the application (its Storico tab). */
    storico: VEDENTI_DOMANDE,
    /** Scores and minutes: the commission that gives them, the ministry. */
    valutazione: LETTORI_VALUTAZIONE,
    /** The scores with their motivations: those readers, and the applicant once the ranking is final. */
    punteggi: LETTORI_PUNTEGGI,
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/apigen/domanda/getListaDomande',
      ...queryDi(FiltriDomande),
      operationId: 'getListaDomande',
    },
    /** The legacy client has no other read of one application: its proponent's detail answers the whole application. */
    getOne: {
      method: 'GET',
      path: '/apigen/domanda/dettaglioProponente/{idDomanda}',
      operationId: 'dettaglioProponente',
    },
    create: AZIONI_DOMANDA.creaDomanda.endpoint,
    update: AZIONI_DOMANDA.modifica.endpoint,
    delete: AZIONI_DOMANDA.elimina.endpoint,
  },
  actions: AZIONI_DOMANDA,
  possibili: azioniPossibiliDomanda,
};

/** An application state (docs/domande.md), as `getListaStatiDomanda` answers it. */
export interface StatoDomandaRecord {
  readonly idStato: string;
  readonly descrizioneStato: string;
  readonly finale: boolean;
}

export const statiDomandaSchema: ResourceSchema<StatoDomandaRecord> = {
  name: 'statiDomanda',
  idField: 'idStato',
  label: { one: 'Stato della domanda', many: 'Stati della domanda' },
  fields: [
    { source: 'idStato', label: 'Codice', type: 'text', sortable: true },
    { source: 'descrizioneStato', label: 'Descrizione', type: 'text', sortable: true },
    { source: 'finale', label: 'Stato finale', type: 'boolean' },
  ],
  list: { columns: ['descrizioneStato', 'finale'] },
  access: { list: ROLES },
  endpoints: {
    getList: { method: 'GET', path: '/apigen/domanda/getListaStatiDomanda', operationId: 'getListaStatiDomanda' },
  },
};

/** The caller's work queue of applications. */
export const incarichiDomandaSchema: ResourceSchema<IncaricoDomanda> = {
  name: 'incarichiDomanda',
  idField: 'idDomanda',
  label: { one: 'Attività', many: 'Le mie domande da lavorare' },
  fields: [
    { source: 'descrizioneIncarico', label: 'Attività', type: 'text', sortable: true },
    { source: 'denominazione', label: 'Domanda', type: 'text', sortable: true },
    { source: 'descrizioneStato', label: 'Stato', type: 'text' },
    { source: 'statoDal', label: 'In attesa dal', type: 'datetime', sortable: true },
  ],
  list: {
    columns: ['descrizioneIncarico', 'denominazione', 'descrizioneStato', 'statoDal'],
    sort: { field: 'statoDal', order: 'ASC' },
    perPage: 5,
  },
  access: {},
  endpoints: {
    getList: { method: 'GET', path: '/apigen/domanda/getListaIncarichi', operationId: 'getListaIncarichiDomanda' },
  },
};
