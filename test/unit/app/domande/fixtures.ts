import type { DettaglioDomanda } from '../../../../contract/domande/record-proponente';
import { DESCRIZIONE_STATO_DOMANDA, type StatoDomanda } from '../../../../contract/domande/stati';
import { serverFinto, type Rotte } from '../support/serverFinto';

export const CUAA = '01234567897';

/** An application of call 7 as `dettaglioProponente` answers it. */
export const domanda = (idDomanda: number, idStato: StatoDomanda, extra: Partial<DettaglioDomanda> = {}) => ({
  idDomanda,
  idBando: 7,
  descrizioneBando: 'Distretti del cibo 2025',
  cuaaProponente: CUAA,
  denominazioneProponente: 'Agricola Colli Albani',
  cognomeProponente: null,
  idProponente: 40 + idDomanda,
  denominazione: `Distretto ${idDomanda}`,
  descrizione: null,
  codRegione: '12',
  descrizioneRegione: 'Lazio',
  idStato,
  descrizioneStato: DESCRIZIONE_STATO_DOMANDA[idStato],
  statoDal: '2025-03-01T10:00:00.000Z',
  dataInoltro: null,
  nBeneficiari: 0,
  importoRichiesto: 0,
  istruttoreInCarico: null,
  nominativoIstruttore: null,
  inCaricoAMe: false,
  numeroProtocollo: null,
  dataRicezione: null,
  mail: null,
  pec: null,
  rappresentanteLegale: null,
  referente: null,
  ...extra,
});

export const BANDO_DC = {
  idBando: 7,
  descrizione: 'Distretti del cibo 2025',
  tipologia: 'DC',
  dataApertura: '2025-01-01',
  dataChiusura: '2099-12-31',
};

export const LISTA = '/listaProgrammiDC/7';
export const DETTAGLIO = (idDomanda: number) => `/dettaglioProgrammaDC/idBando/7/idDomanda/${idDomanda}`;

/** The /apigen services behind call 7; `rotte` adds to them or answers instead. */
export const serverDelleDomande = (rotte: Rotte = {}) =>
  serverFinto({
    'GET /api/bando/getBando/7': BANDO_DC,
    'GET /apigen/notifiche/getNotificheUtente': [],
    'GET /apigen/domanda/getListaIncarichi': [],
    'GET /apigen/domanda/getListaDomande': [],
    'GET /apigen/domanda/getListaStatiDomanda': [],
    'GET /apigen/domanda/getAziendeProponente': [{ cuaa: CUAA, denominazione: 'Agricola Colli Albani' }],
    ...rotte,
  });
