import type { Programma } from '../../../../contract/programmi/record';
import type { StatoProgramma } from '../../../../contract/programmi/stati';
import { DESCRIZIONE_STATO } from '../../../../contract/programmi/stati';
import { serverFinto, type Rotte } from '../support/serverFinto';

/** A programme as `getListaProgrammiInvestimento` answers it, with react-admin's `id`. */
export const programma = (id: number, idStato: StatoProgramma, extra: Partial<Programma> = {}) => ({
  id,
  idProgrammaInvestimento: id,
  idBando: 2,
  cuaa: '01234567897',
  denominazione: `Filiera ${id}`,
  cognomeProponente: 'Rossi',
  codRegione: '12',
  descrizioneRegione: 'Lazio',
  idStato,
  descrizioneStato: DESCRIZIONE_STATO[idStato],
  statoDal: '2024-05-01T10:00:00.000Z',
  nBeneficiari: 3,
  titolo: null,
  importoRichiesto: 1000,
  importoAmmesso: null,
  codiceCup: null,
  codiceCore: null,
  dataPresentazione: null,
  assegnatari: [],
  scadenzaControdeduzioni: null,
  giorniInIntegrazione: null,
  integrazioneScaduta: false,
  ...extra,
});

export const BANDO = {
  id: 2,
  idBando: 2,
  descrizione: 'Contratti di filiera 2024',
  numeroProgrammi: 3,
  tipologia: 'V',
};

export const STATI = (['BOZZA', 'VALIDATO', 'APPROVATO'] as const).map((idStato) => ({
  id: idStato,
  idStato,
  descrizioneStato: DESCRIZIONE_STATO[idStato],
  finale: false,
}));

export const DETTAGLIO = '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/5';

/** The services behind programme 5 of call 2 in `idStato`; `rotte` adds to them or answers instead. */
export const serverDelProgramma = (idStato: StatoProgramma, rotte: Rotte = {}) =>
  serverFinto({
    'GET /api/bando/getBando/2': BANDO,
    'GET /api/programma/getDatiGeneraliProgramma/5': programma(5, idStato),
    ...rotte,
  });
