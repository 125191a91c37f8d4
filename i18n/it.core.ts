import type { TranslationMessages } from 'ra-core';
import { portaleItalian } from './portale.it';
import { raItalian } from './ra.it';
import { resourcesItalian } from './resources.it';

/** The Italian texts the first screen needs: react-admin's, the portal's own first-screen ones and the resources'. */
export const italianFirstScreen: TranslationMessages = {
  ...raItalian,
  ...portaleItalian,
  ...resourcesItalian,
};
