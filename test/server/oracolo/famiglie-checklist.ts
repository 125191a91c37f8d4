import { COOR, ISTR, STAFF } from './ruoli';
import type { Famiglia } from './tipi';

const C = '/api/checklist';
const SEZIONI = [
  'DocumentaleBeneficiario',
  'DocumentaleProponente',
  'Subentro',
  'Variazione',
  'VerificheBeneficiario',
  'VerificheProponente',
];

/**
 * Checklists (docs/allegati-e-checklist.md): filled by the instructors and the coordinator, read by ISMEA and ministry.
 */
export const FAMIGLIE_CHECKLIST: readonly Famiglia[] = [
  {
    nome: 'checklist compilate',
    rotte: [
      `POST ${C}/salvaChecklistDocumentaleProgramma/{idProgrammaInvestimento}`,
      `POST ${C}/salvaChecklistVerificheProgramma/{idProgrammaInvestimento}`,
      `POST ${C}/salvaChecklistDocumentaleBeneficiario/{idBeneficiario}`,
      `POST ${C}/salvaChecklistVerificheBeneficiario/{idBeneficiario}`,
      'POST /api/checklist/salvaChecklistSubentro/{id}',
      'POST /api/checklist/salvaChecklistVariazione/{id}',
    ],
    chi: [ISTR, COOR],
    ambito: 'record',
    corpo: () => ({ voci: [{ idVoce: 1, esito: 'SI' }] }),
  },
  {
    nome: 'documenti delle checklist caricati',
    rotte: [
      ...SEZIONI.flatMap(
        (sezione) =>
          [
            `POST ${C}/caricaAllegatoChecklist${sezione}/{idChecklist}`,
            `DELETE ${C}/cancellaAllegatoChecklist${sezione}/{idChecklist}`,
          ] as const,
      ),
      `POST ${C}/caricaChecklistSubentro/{idProgrammaInvestimento}`,
      `DELETE ${C}/api/eliminaChecklistSubentro/{idProgrammaInvestimento}`,
      `POST ${C}/caricaChecklistVariazione/{idProgrammaInvestimento}`,
      `DELETE ${C}/api/eliminaChecklistVariazione/{idProgrammaInvestimento}`,
    ],
    chi: [ISTR, COOR],
    ambito: 'record',
  },
  {
    nome: 'checklist lette',
    rotte: [
      `GET ${C}/getChecklistDocumentaleProgramma/{idProgrammaInvestimento}`,
      `GET ${C}/getChecklistVerificheProgramma/{idProgrammaInvestimento}`,
      `GET ${C}/getChecklistSubentro/{idProgrammaInvestimento}`,
      `GET ${C}/getChecklistVariazione/{idProgrammaInvestimento}`,
      `GET ${C}/getChecklistDocumentaleBeneficiario/{idBeneficiario}`,
      `GET ${C}/getChecklistVerificheBeneficiario/{idBeneficiario}`,
      ...['Beneficiario', 'Proponente', 'Subentro', 'Variazione'].map(
        (sezione) => `GET ${C}/downloadAllegatoChecklist${sezione}/{idDocumentaleAllegato}` as const,
      ),
      `GET ${C}/api/checklist/downloadChecklistSubentro/{idProgrammaInvestimento}`,
      `GET ${C}/verificaEsistenzaChecklistSubentro/{idProgrammaInvestimento}`,
      `GET ${C}/api/checklist/downloadChecklistVariazione/{idProgrammaInvestimento}`,
      `GET ${C}/verificaEsistenzaChecklistVariazione/{idProgrammaInvestimento}`,
      `GET ${C}/riepilogoChecklist/{idProgrammaInvestimento}`,
      `GET ${C}/verificaPresenzaAllegatiChecklist/{idProgrammaInvestimento}`,
      `GET ${C}/downloadAllegatiChecklist/{idProgrammaInvestimento}`,
    ],
    chi: STAFF,
    ambito: 'record',
  },
];
