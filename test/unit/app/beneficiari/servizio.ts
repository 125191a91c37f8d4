import type { StatoProgramma } from '../../../../contract/programmi/stati';
import { DESCRIZIONE_STATO } from '../../../../contract/programmi/stati';
import type { Beneficiario } from '../../../../contract/beneficiari/record';
import { fakeFetch, jsonAnswer, type SentRequest } from '../../dataProvider/fakeFetch';
import { programma } from '../programmi/fixtures';

export const beneficiario = (idStato: StatoProgramma, extra: Partial<Beneficiario> = {}): Beneficiario => ({
  idBeneficiario: 7,
  idProgrammaInvestimento: 5,
  codiceFiscale: 'RSSMRA80A01H501U',
  denominazione: 'Mario Rossi',
  nominativo: 'Mario Rossi',
  cognome: 'Rossi',
  nome: 'Mario',
  formaGiuridica: null,
  dimensioneImpresa: 'MICRO',
  indirizzo: null,
  comune: 'Roma',
  provincia: 'RM',
  cap: null,
  codRegione: '12',
  descrizioneRegione: 'Lazio',
  mail: null,
  pec: null,
  codiceCdp: null,
  abilitato: true,
  note: null,
  idBeneficiarioVecchio: null,
  nominativoVecchio: null,
  statoBeneficiario: 'ATTIVO',
  statoBeneficiarioDal: '2024-05-01T10:00:00.000Z',
  subentroInCorso: false,
  idStato,
  descrizioneStato: DESCRIZIONE_STATO[idStato],
  totaleInvestimenti: 1000,
  totaleFabbisogni: 1000,
  totaleCoperture: 1000,
  ...extra,
});

export const ESL = {
  idEsl: 3,
  idBeneficiario: 7,
  investimentoAmmissibile: 1000000,
  contributoCapitale: 200000,
  importoFinanziamento: 500000,
  durataAnni: 10,
  preammortamentoAnni: 2,
  rateAnnue: 2,
  tassoAgevolato: 0.5,
  tassoRiferimento: 3.5,
  tassoAttualizzazione: 3.5,
  calcolato: true,
  errori: {},
  eslFinanziamento: 82766.2,
  eslTotale: 282766.2,
  eslPercentuale: 28.28,
  piano: [],
};

type Risposta = Response | undefined;

/**
 * The legacy services as the portal would find them for one programme (5, call 2) and one beneficiary (7): `risposte`
 * answers first, by method and path, then the fixtures. Only `fetch` is fake: the data provider is the real one.
 */
export function servizio(
  idStato: StatoProgramma,
  risposte: (request: SentRequest, path: string) => Risposta = () => undefined,
) {
  const edge = fakeFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const risposta = risposte(request, path);
    if (risposta) return risposta;
    if (path === '/api/programma/getDatiGeneraliProgramma/5') return jsonAnswer(programma(5, idStato));
    if (path === '/api/beneficiario/getListaBeneficiari/5')
      return jsonAnswer([beneficiario(idStato)], { headers: { 'X-Total-Count': '1' } });
    if (path === '/api/beneficiario/dettaglioBeneficiario/7') return jsonAnswer(beneficiario(idStato));
    if (path === '/api/beneficiario/generaDatiESL/7') return jsonAnswer(ESL);
    return jsonAnswer([]);
  });
  const inviate = (method: string, frammento: string) =>
    edge.sent.filter((request) => request.method === method && request.url.includes(frammento));
  return { fetch: edge.fetch, sent: edge.sent, inviate };
}

export const corpo = (request: SentRequest | undefined) => JSON.parse(String(request?.body));

export const PROGRAMMA = '/dettaglioProgrammaInvestimento/idBando/2/idProgrammaInvestimento/5';
export const BENEFICIARIO = `${PROGRAMMA}/beneficiario/7`;
