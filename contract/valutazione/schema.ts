import { VISIBILITA_DOMANDE } from '../domande/vedenti';
import { STATI_GRADUATORIA_DEFINITIVA } from '../domande/stati';
import { COMMISSIONE, MINISTERO, PROPONENTE, ROLES } from '../roles';
import { elenco } from '../elenco';
import type { ActionPolicy, Endpoint, ResourceSchema } from '../types';
import type { AllegatoGraduatoria, Graduatoria, GraduatoriaDaFinalizzare } from '../graduatoria/record';
import type { AllegatoValutazione, Punteggio, ValutazioneParametro } from './record';

/** Who reads scores and the provisional ranking: the commission that gives them, the ministry. */
export const LETTORI_VALUTAZIONE = [COMMISSIONE, MINISTERO] as const;

/**
 * Who reads an application's scores, with their motivations and evidence: the commission and the ministry in any
 * state they see it in; its applicant once the ranking is final (access to the records, L. 241/1990 art. 22), before
 * that refused (403, `PUNTEGGI_NON_ANCORA_LEGGIBILI`).
 */
export const leggiPunteggi = {
  roles: [...LETTORI_VALUTAZIONE, PROPONENTE],
  statesByRole: { [PROPONENTE]: STATI_GRADUATORIA_DEFINITIVA },
} as const satisfies ActionPolicy;

export const LETTORI_PUNTEGGI = leggiPunteggi.roles;

export const PUNTEGGI_NON_ANCORA_LEGGIBILI =
  'I punteggi e le motivazioni della valutazione si possono leggere quando la graduatoria del bando è definitiva.';

/** The history's names of a score save: its line's note gives the scores, read as the scores are. */
export const SALVATAGGI_DI_PUNTEGGI = {
  programma: 'salvaValutazioneProgramma',
  beneficiario: 'salvaValutazioneBeneficiario',
} as const;

/** The commission scores an application while it is in evaluation. */
export const assegnaPunteggi = { roles: [COMMISSIONE], states: ['IN_VALUTAZIONE'] } as const satisfies ActionPolicy;

const chiamata = (
  method: Endpoint['method'],
  servizio: string,
  nome: string,
  path: string,
  rest: Partial<Endpoint> = {},
): Endpoint => ({ method, path: `/apigen/${servizio}/${nome}${path}`, operationId: nome, ...rest });

/** The ranking's decree is the commission's or the ministry's, once the ranking is final. */
export const scriviDecreto = { roles: [COMMISSIONE, MINISTERO] } as const satisfies ActionPolicy;

const fields: ResourceSchema<ValutazioneParametro>['fields'] = [
  { source: 'descrizione', label: 'Parametro', type: 'text' },
  { source: 'valore', label: 'Punteggio', type: 'number' },
  { source: 'descrizionePunteggio', label: 'Giudizio', type: 'text' },
  { source: 'motivazione', label: 'Motivazione', type: 'longtext' },
  { source: 'nomeFileEvidenza', label: 'Evidenza', type: 'text' },
  { source: 'paginaEvidenza', label: 'Pagina', type: 'number' },
  { source: 'note', label: 'Note', type: 'longtext' },
];
const letturaPunteggi = { list: [...LETTORI_PUNTEGGI], show: [...LETTORI_PUNTEGGI] };

/** Scores of an application's parameters, read by their readers and saved whole by the commission. */
const punteggi = (
  name: string,
  many: string,
  di: 'Programma' | 'Beneficiario',
  param: string,
): ResourceSchema<ValutazioneParametro> => ({
  ...elenco<ValutazioneParametro>({
    name,
    idField: 'idParametro',
    label: { one: 'Valutazione', many },
    fields,
    path: `/apigen/valutazione/listaValutazione${di}/{${param}}`,
    access: letturaPunteggi,
    visibility: VISIBILITA_DOMANDE,
  }),
  actions: {
    salva: {
      label: 'Salva punteggi',
      ...assegnaPunteggi,
      endpoint: { ...chiamata('POST', 'valutazione', `salvaValutazione${di}`, `/{${param}}`), body: 'json' },
    },
  },
});

/** The programme-level scores of an application (`listaValutazioneProgramma`), saved by the commission. */
export const valutazioniDomandaSchema = punteggi(
  'valutazioniDomanda',
  'Valutazione della domanda',
  'Programma',
  'idDomanda',
);

/** The beneficiary-level scores of one beneficiary (`listaValutazioneBeneficiario`). */
export const valutazioniBeneficiarioSchema = punteggi(
  'valutazioniBeneficiario',
  'Valutazione del beneficiario',
  'Beneficiario',
  'idBeneficiario',
);

/** The allowed scores of a parameter (`listaPunteggi/{idParametro}`). */
export const punteggiParametroSchema: ResourceSchema<Punteggio> = {
  name: 'punteggiParametro',
  idField: 'idPunteggio',
  label: { one: 'Punteggio', many: 'Punteggi ammessi' },
  fields: [
    { source: 'valore', label: 'Punti', type: 'number' },
    { source: 'descrizione', label: 'Giudizio', type: 'text' },
  ],
  access: { list: [...LETTORI_VALUTAZIONE], show: [...LETTORI_VALUTAZIONE] },
  endpoints: { getList: chiamata('GET', 'valutazione', 'listaPunteggi', '/{idParametro}') },
};

/** A DC call's ranking (`visualizzaGraduatoria`): provisional for its readers, public once final. */
export const graduatorieSchema: ResourceSchema<Graduatoria> = {
  name: 'graduatorie',
  idField: 'idBando',
  nameField: 'descrizioneBando',
  label: { one: 'Graduatoria', many: 'Graduatorie' },
  fields: [
    { source: 'descrizioneBando', label: 'Bando', type: 'text' },
    { source: 'punteggioMinimo', label: 'Punteggio minimo', type: 'number' },
    { source: 'budget', label: 'Budget', type: 'currency' },
    { source: 'finalizzataIl', label: 'Definitiva dal', type: 'datetime' },
  ],
  access: { show: ROLES },
  endpoints: { getOne: chiamata('GET', 'graduatoria', 'visualizzaGraduatoria', '/{idBando}') },
  actions: {
    finalizza: {
      label: 'Finalizza graduatoria',
      roles: [MINISTERO],
      appliesTo: (graduatoria) => graduatoria.definitiva === false,
      confirm:
        'Finalizzare la graduatoria? Ogni domanda valutata riceverà il suo esito ' +
        'e la graduatoria non potrà più cambiare.',
      endpoint: chiamata('GET', 'graduatoria', 'finalizzaGraduatoria', '/{idBando}'),
    },
  },
};

/** The ministry's work queue of calls whose ranking can be finalised; each row leads to the call's ranking. */
export const graduatorieDaFinalizzareSchema: ResourceSchema<GraduatoriaDaFinalizzare> = {
  name: 'graduatorieDaFinalizzare',
  idField: 'idBando',
  label: { one: 'Graduatoria da finalizzare', many: 'Graduatorie da finalizzare' },
  fields: [
    { source: 'descrizioneIncarico', label: 'Attività', type: 'text' },
    { source: 'descrizioneBando', label: 'Bando', type: 'text' },
    { source: 'domandeValutate', label: 'Domande valutate', type: 'number' },
    { source: 'prontaDal', label: 'In attesa dal', type: 'datetime' },
  ],
  list: {
    columns: ['descrizioneIncarico', 'descrizioneBando', 'domandeValutate', 'prontaDal'],
    sort: { field: 'prontaDal', order: 'ASC' },
    perPage: 5,
  },
  access: { list: graduatorieSchema.actions!.finalizza.roles },
  endpoints: { getList: chiamata('GET', 'graduatoria', 'getListaGraduatorieDaFinalizzare', '') },
};

const campiAllegato = [
  { source: 'nomeFile', label: 'File', type: 'text' },
  { source: 'caricatoDaNome', label: 'Caricato da', type: 'text' },
  { source: 'caricatoIl', label: 'Caricato il', type: 'datetime' },
] as const;

/** The commission's minutes of an application's evaluation (`caricaAllegatoValutazione`, one per application). */
export const allegatoValutazioneSchema: ResourceSchema<AllegatoValutazione> = {
  name: 'allegatoValutazione',
  idField: 'idDomanda',
  label: { one: 'Verbale della commissione', many: 'Verbale della commissione' },
  fields: [...campiAllegato],
  list: { columns: ['nomeFile', 'caricatoDaNome', 'caricatoIl'] },
  access: { list: [...LETTORI_VALUTAZIONE], show: [...LETTORI_VALUTAZIONE], delete: assegnaPunteggi.roles },
  visibility: VISIBILITA_DOMANDE,
  endpoints: {
    getList: chiamata('GET', 'valutazione', 'listaAllegatoValutazione', '/{idDomanda}'),
    delete: chiamata('DELETE', 'valutazione', 'eliminaAllegatoValutazione', '/{idDomanda}'),
  },
  actions: {
    carica: {
      label: 'Carica verbale',
      ...assegnaPunteggi,
      endpoint: chiamata('POST', 'valutazione', 'caricaAllegatoValutazione', '/{idDomanda}', { body: 'multipart' }),
    },
    caricaForm: {
      label: 'Carica verbale',
      ...assegnaPunteggi,
      endpoint: chiamata('POST', 'valutazione', 'caricaAllegatoValutazioneForm', '/{idDomanda}', {
        body: 'multipart',
      }),
    },
    scarica: {
      label: 'Scarica',
      roles: [...LETTORI_VALUTAZIONE],
      endpoint: chiamata('GET', 'valutazione', 'downloadAllegatoValutazione', '/{idDomanda}', { download: true }),
    },
    excel: {
      label: 'Scheda di valutazione (Excel)',
      roles: [...LETTORI_VALUTAZIONE],
      endpoint: chiamata('GET', 'valutazione', 'downloadExcelValutazione', '/{idDomanda}', { download: true }),
    },
  },
};

/** The decree adopting a call's final ranking (`caricaAllegatoGraduatoria`, one per call), with its date. */
export const allegatoGraduatoriaSchema: ResourceSchema<AllegatoGraduatoria> = {
  name: 'allegatoGraduatoria',
  idField: 'idBando',
  label: { one: 'Decreto della graduatoria', many: 'Decreto della graduatoria' },
  fields: [
    { source: 'dataDecreto', label: 'Data del decreto', type: 'date', required: true, regolaData: 'decreto' },
    ...campiAllegato,
  ],
  list: { columns: ['dataDecreto', 'nomeFile', 'caricatoDaNome', 'caricatoIl'] },
  access: { list: ROLES, show: ROLES, delete: scriviDecreto.roles },
  endpoints: {
    getList: chiamata('GET', 'graduatoria', 'listaAllegatoGraduatoria', '/{idBando}'),
    delete: chiamata('DELETE', 'graduatoria', 'eliminaAllegatoGraduatoria', '/{idBando}'),
  },
  actions: {
    carica: {
      label: 'Carica decreto',
      ...scriviDecreto,
      endpoint: chiamata('POST', 'graduatoria', 'caricaAllegatoGraduatoria', '/{idBando}', { body: 'multipart' }),
    },
    scarica: {
      label: 'Scarica',
      roles: ROLES,
      endpoint: chiamata('GET', 'graduatoria', 'downloadAllegatoGraduatoria', '/{idBando}', { download: true }),
    },
    excel: {
      label: 'Graduatoria (Excel)',
      roles: ROLES,
      endpoint: chiamata('GET', 'graduatoria', 'downloadExcel', '/{idBando}', { download: true }),
    },
  },
};
