import { VISIBILITA_DOMANDE } from '../domande/vedenti';
import { COMMISSIONE, MINISTERO, ROLES } from '../roles';
import type { ActionPolicy, Endpoint, ResourceSchema } from '../types';
import type { Graduatoria } from '../graduatoria/record';
import type { Punteggio, ValutazioneParametro } from './record';

/** Who reads scores and the provisional ranking: the commission that gives them, the ministry (DESIGN §3, §5). */
export const LETTORI_VALUTAZIONE = [COMMISSIONE, MINISTERO] as const;

/** The commission scores an application while it is in evaluation. */
export const assegnaPunteggi = { roles: [COMMISSIONE], states: ['IN_VALUTAZIONE'] } as const satisfies ActionPolicy;

const chiamata = (method: Endpoint['method'], servizio: string, nome: string, path: string): Endpoint => ({
  method,
  path: `/apigen/${servizio}/${nome}${path}`,
  operationId: nome,
});

const fields: ResourceSchema<ValutazioneParametro>['fields'] = [
  { source: 'descrizione', label: 'Parametro', type: 'text' },
  { source: 'valore', label: 'Punteggio', type: 'number' },
  { source: 'descrizionePunteggio', label: 'Giudizio', type: 'text' },
  { source: 'note', label: 'Note', type: 'longtext' },
];
const letturaPunteggi = { list: [...LETTORI_VALUTAZIONE], show: [...LETTORI_VALUTAZIONE] };

/** The programme-level scores of an application (`listaValutazioneProgramma`), saved by the commission. */
export const valutazioniDomandaSchema: ResourceSchema<ValutazioneParametro> = {
  name: 'valutazioniDomanda',
  idField: 'idParametro',
  label: { one: 'Valutazione', many: 'Valutazione della domanda' },
  fields,
  list: { columns: ['descrizione', 'valore', 'descrizionePunteggio', 'note'] },
  access: letturaPunteggi,
  visibility: VISIBILITA_DOMANDE,
  endpoints: { getList: chiamata('GET', 'valutazione', 'listaValutazioneProgramma', '/{idDomanda}') },
  actions: {
    salva: {
      label: 'Salva punteggi',
      ...assegnaPunteggi,
      endpoint: { ...chiamata('POST', 'valutazione', 'salvaValutazioneProgramma', '/{idDomanda}'), body: 'json' },
    },
  },
};

/** The beneficiary-level scores of one beneficiary (`listaValutazioneBeneficiario`). */
export const valutazioniBeneficiarioSchema: ResourceSchema<ValutazioneParametro> = {
  name: 'valutazioniBeneficiario',
  idField: 'idParametro',
  label: { one: 'Valutazione', many: 'Valutazione del beneficiario' },
  fields,
  list: { columns: ['descrizione', 'valore', 'descrizionePunteggio', 'note'] },
  access: letturaPunteggi,
  visibility: VISIBILITA_DOMANDE,
  endpoints: { getList: chiamata('GET', 'valutazione', 'listaValutazioneBeneficiario', '/{idBeneficiario}') },
  actions: {
    salva: {
      label: 'Salva punteggi',
      ...assegnaPunteggi,
      endpoint: {
        ...chiamata('POST', 'valutazione', 'salvaValutazioneBeneficiario', '/{idBeneficiario}'),
        body: 'json',
      },
    },
  },
};

/** The allowed scores of a parameter (`listaPunteggi/{idParametro}`). */
export const punteggiParametroSchema: ResourceSchema<Punteggio> = {
  name: 'punteggiParametro',
  idField: 'idPunteggio',
  label: { one: 'Punteggio', many: 'Punteggi ammessi' },
  fields: [
    { source: 'valore', label: 'Punti', type: 'number' },
    { source: 'descrizione', label: 'Giudizio', type: 'text' },
  ],
  access: letturaPunteggi,
  endpoints: { getList: chiamata('GET', 'valutazione', 'listaPunteggi', '/{idParametro}') },
};

/** A DC call's ranking (`visualizzaGraduatoria`): provisional for its readers, public once final. */
export const graduatorieSchema: ResourceSchema<Graduatoria> = {
  name: 'graduatorie',
  idField: 'idBando',
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
