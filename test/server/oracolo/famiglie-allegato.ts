import { COOR, ISTR, MINISTERO, PROPONENTE, REGIONE, STAFF } from './ruoli';
import type { Famiglia } from './tipi';

const A = '/api/allegato';
const PROPONENTE_E_COOR = [PROPONENTE, COOR];
const ISMEA_IN_ISTRUTTORIA = [ISTR, COOR];

/** Files of the programme and of its subjects (docs/allegati-e-checklist.md «Who and when»). */
export const FAMIGLIE_ALLEGATO: readonly Famiglia[] = [
  {
    nome: "file d'approvazione",
    rotte: [
      `POST ${A}/allegaFileApprovazione/{idProgrammaInvestimento}`,
      `DELETE ${A}/cancellaFileApprovazione/{idProgrammaInvestimento}`,
    ],
    chi: [MINISTERO],
    ambito: 'record',
  },
  {
    nome: 'lettera di richiesta integrazione',
    rotte: [
      `POST ${A}/allegaFileRichiestaIntegrazione/{idProgrammaInvestimento}`,
      `DELETE ${A}/cancellaFileRichiestaIntegrazione/{idProgrammaInvestimento}`,
    ],
    chi: ISMEA_IN_ISTRUTTORIA,
    ambito: 'record',
  },
  {
    nome: 'integrazioni e controdeduzioni del proponente',
    rotte: [
      `POST ${A}/caricaControDeduzioni/{idProgrammaInvestimento}`,
      `DELETE ${A}/eliminaControDeduzioni/{idProgrammaInvestimento}`,
      `POST ${A}/caricamentoAllegatiIntegrazione`,
      `DELETE ${A}/cancellaAllegatiIntegrazione/{idProgrammaInvestimento}/{idAllegato}`,
    ],
    chi: [PROPONENTE],
    ambito: 'record',
    query: { idProgrammaInvestimento: '999999' },
  },
  {
    nome: "file dell'istruttoria letti anche dal proponente",
    rotte: [
      `GET ${A}/downloadFileApprovazione/{idProgrammaInvestimento}`,
      `GET ${A}/verificaEsistenzaFileApprovazione/{idProgrammaInvestimento}`,
      `GET ${A}/downloadFileRichiestaIntegrazione/{idProgrammaInvestimento}`,
      `GET ${A}/verificaEsistenzaFileRichiestaIntegrazione/{idProgrammaInvestimento}`,
      `GET ${A}/downloadControDeduzioni/{idProgrammaInvestimento}`,
      `GET ${A}/listaAllegatiIntegrazione/{idProgrammaInvestimento}`,
    ],
    chi: [...STAFF, PROPONENTE],
    ambito: 'record',
  },
  {
    nome: 'documenti del proponente e dei beneficiari caricati',
    rotte: [
      `POST ${A}/caricaAllegatoProponente`,
      `DELETE ${A}/cancellaAllegatoProponente/{idProponente}/{idAllegato}`,
      `POST ${A}/caricaAllegatoBeneficiario`,
      `DELETE ${A}/cancellaAllegatoBeneficiario/{idBeneficiario}/{idAllegato}`,
    ],
    chi: PROPONENTE_E_COOR,
    ambito: 'record',
    query: { idProponente: '999999', idBeneficiario: '999999', idTipologia: '1' },
  },
  {
    nome: 'documenti del proponente e dei beneficiari letti, anche dalla regione',
    rotte: [
      `GET ${A}/listaAllegatiProponente/{idProponente}`,
      `GET ${A}/downloadAllegatoProponente/{idAllegato}`,
      `GET ${A}/listaAllegatiBeneficiario/{idBeneficiario}`,
      `GET ${A}/downloadAllegatoBeneficiario/{idAllegato}`,
      `GET ${A}/getCategorieAllegatoBeneficiario/{idProgrammaInvestimento}`,
      `GET ${A}/downloadAllegatiStoricizzati/{idBeneficiario}`,
    ],
    chi: [...STAFF, PROPONENTE, REGIONE],
    ambito: 'record',
  },
  {
    nome: 'categorie e tipologie dei documenti',
    rotte: [`GET ${A}/getCategorieAllegatoProponente/`, `GET ${A}/getTipologieAllegato/{idCategoria}`],
    chi: [...STAFF, PROPONENTE, REGIONE],
    ambito: 'elenco',
  },
];
