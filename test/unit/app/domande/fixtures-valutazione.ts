import type { DomandaRecord } from '../../../../contract/domande/schema';
import type { StatoDomanda } from '../../../../contract/domande/stati';
import { DESCRIZIONE_STATO_DOMANDA } from '../../../../contract/domande/stati';

export const ID_BANDO = 7;

/** An application of a DC call as `dettaglioProponente` answers it. */
export const domanda = (idDomanda: number, idStato: StatoDomanda, altro: Partial<DomandaRecord> = {}) =>
  ({
    idDomanda,
    idBando: ID_BANDO,
    descrizioneBando: 'Bando Distretti del Cibo di prova',
    cuaaProponente: '01234567897',
    denominazioneProponente: 'Consorzio Olio dei Colli',
    cognomeProponente: 'Rossi',
    idProponente: 3,
    denominazione: 'Distretto del Cibo dei Colli',
    descrizione: null,
    codRegione: '12',
    descrizioneRegione: 'Lazio',
    idStato,
    descrizioneStato: DESCRIZIONE_STATO_DOMANDA[idStato],
    statoDal: '2025-03-01T10:00:00.000Z',
    dataInoltro: '2025-02-01T10:00:00.000Z',
    nBeneficiari: 2,
    importoRichiesto: 500000,
    istruttoreInCarico: null,
    nominativoIstruttore: null,
    inCaricoAMe: false,
    numeroProtocollo: null,
    dataRicezione: null,
    mail: null,
    pec: null,
    rappresentanteLegale: null,
    referente: null,
    ...altro,
  }) satisfies DomandaRecord;

export const dettaglioPath = (idDomanda: number) => `/dettaglioProgrammaDC/idBando/${ID_BANDO}/idDomanda/${idDomanda}`;
