import { allegatiEnglish } from './portale/allegati.en';
import { beneficiariEnglish } from './portale/beneficiari.en';
import { checklistEnglish } from './portale/checklist.en';
import { componentiEnglish } from './portale/componenti.en';
import { engineEnglish } from './portale/engine.en';
import { homeEnglish } from './portale/home.en';
import { proponentiEnglish } from './portale/proponenti.en';
import { programmiEnglish } from './portale/programmi.en';
import { listeEnglish } from './portale/liste.en';
import { shellEnglish } from './portale/shell.en';
import type { portaleItalian } from './portale.it';
import type { schermateItalian } from './schermate.it';
import type { Traduzione } from './traduzione';

/** The portal's own texts in English, key for key as in portale.it.ts and schermate.it.ts. */
export const portaleEnglish: Traduzione<{ portale: typeof portaleItalian.portale & typeof schermateItalian }> = {
  portale: {
    ...shellEnglish,
    ...componentiEnglish,
    ...listeEnglish,
    ...engineEnglish,
    ...homeEnglish,
    ...programmiEnglish,
    ...allegatiEnglish,
    ...checklistEnglish,
    ...beneficiariEnglish,
    ...proponentiEnglish,
  },
};
