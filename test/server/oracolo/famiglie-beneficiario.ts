import { COOR, ISTR, PROPONENTE, STAFF, VEDENTI_PROGRAMMI } from './ruoli';
import type { Famiglia } from './tipi';

const B = '/api/beneficiario';
const PROPONENTE_E_COOR = [PROPONENTE, COOR];
const ISMEA_IN_ISTRUTTORIA = [ISTR, COOR];
const nota = { note: 'Nota di prova' };
const protocollo = '{idBeneficiario}/{dataCaricamento}/{numeroProtocollo}';

/**
 * Beneficiaries (docs/beneficiari.md «Chi fa cosa») and their judicial documents (docs/allegati-e-checklist.md).
 */
export const FAMIGLIE_BENEFICIARIO: readonly Famiglia[] = [
  {
    nome: 'il beneficiario per chi vede il programma',
    rotte: [
      `GET ${B}/dettaglioBeneficiario/{idBeneficiario}`,
      `GET ${B}/getCodiceCDP/{idBeneficiario}`,
      `GET ${B}/listaInvestimentiBeneficiario/{idBeneficiario}`,
      `GET ${B}/listaFabbisogniBeneficiario/{idBeneficiario}`,
      `GET ${B}/listaCopertureBeneficiario/{idBeneficiario}`,
      `GET ${B}/listaCronoprogramma/{idBeneficiario}`,
      `GET ${B}/generaDatiESL/{idBeneficiario}`,
      'GET /api/programma/downloadExcelRiepilogoInvestimenti/{idBeneficiario}',
    ],
    chi: VEDENTI_PROGRAMMI,
    ambito: 'record',
  },
  {
    nome: 'importi e cronoprogramma del beneficiario',
    rotte: [
      `PUT ${B}/modificaInvestimentoBeneficiario/{idBeneficiario}`,
      `PUT ${B}/modificaFabbisogniBeneficiario/{idBeneficiario}`,
      `PUT ${B}/modificaCoperturaBeneficiario/{idBeneficiario}`,
      `POST ${B}/modificaCronoprogramma/{idBeneficiario}`,
    ],
    chi: PROPONENTE_E_COOR,
    ambito: 'record',
    corpo: () => [],
  },
  {
    nome: 'storico del beneficiario',
    rotte: [`GET ${B}/getStoricoBeneficiario/{idBeneficiario}`],
    chi: [...STAFF, PROPONENTE],
    ambito: 'record',
  },
  {
    nome: 'nuovo beneficiario',
    rotte: [`POST ${B}/creaBeneficiario/{idProgrammaInvestimento}/{codiceFiscale}`],
    chi: PROPONENTE_E_COOR,
    ambito: 'record',
    // A fiscal code the portal does not know: its name goes with it.
    query: { denominazione: 'Mario Rossi' },
  },
  {
    nome: 'dati del beneficiario',
    rotte: [
      `POST ${B}/salvaBeneficiario`,
      `DELETE ${B}/eliminaBeneficiario/{idBeneficiario}`,
      `POST ${B}/salvaDatiESL/{idBeneficiario}/{idEsl}`,
    ],
    chi: PROPONENTE_E_COOR,
    ambito: 'record',
    corpo: (id) => ({
      idBeneficiario: id,
      denominazione: 'Azienda di prova',
      durataAnni: 10,
      preammortamentoAnni: 2,
      rateAnnue: 2,
    }),
  },
  {
    nome: "l'istruttoria del beneficiario",
    rotte: [
      `PUT ${B}/abilitaBeneficiario/{idBeneficiario}`,
      `PUT ${B}/disabilitaBeneficiario/{idBeneficiario}`,
      `POST ${B}/salvaCodiceCDP/{idBeneficiario}`,
      `POST ${B}/salvaTassiESL/{idBeneficiario}/{idEsl}`,
      `POST ${B}/avviaSubentroBeneficiario/{idProgrammaInvestimento}/{idBeneficiario}`,
      `POST ${B}/annullaSubentroBeneficiario/{idBeneficiarioVecchio}`,
    ],
    chi: ISMEA_IN_ISTRUTTORIA,
    ambito: 'record',
    query: nota,
    corpo: () => ({
      codiceCdp: 'CDP0001',
      tassoAgevolato: 0.5,
      tassoRiferimento: 2,
      tassoAttualizzazione: 2,
      codiceFiscale: 'RSSMRA80A01H501U',
      denominazione: 'Subentrante di prova',
    }),
  },
  {
    nome: 'casellario e antimafia caricati',
    rotte: ['Casellario', 'RichiestaCasellario', 'InformativaAntimafia', 'RichiestaAntimafia'].flatMap(
      (documento) =>
        [`POST ${B}/carica${documento}/${protocollo}`, `GET ${B}/elimina${documento}/{idBeneficiario}`] as const,
    ),
    chi: ISMEA_IN_ISTRUTTORIA,
    ambito: 'record',
  },
  {
    nome: 'casellario e antimafia letti',
    rotte: [
      ...['Casellario', 'RichiestaCasellario', 'InformativaAntimafia', 'RichiestaAntimafia'].map(
        (documento) => `GET ${B}/download${documento}/{idBeneficiario}` as const,
      ),
      `GET ${B}/listaDocumentiCasellarioAntimafia/{idBeneficiario}`,
    ],
    chi: STAFF,
    ambito: 'record',
  },
];
