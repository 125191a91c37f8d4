import { allegatiItalian } from './portale/allegati.it';
import { beneficiariItalian } from './portale/beneficiari.it';
import { checklistItalian } from './portale/checklist.it';
import { programmiItalian } from './portale/programmi.it';
import { proponentiItalian } from './portale/proponenti.it';

/** The texts of the programme and beneficiary screens, which travel with those screens rather than the first one. */
export const schermateItalian = {
  ...programmiItalian,
  ...allegatiItalian,
  ...checklistItalian,
  ...beneficiariItalian,
  ...proponentiItalian,
};
