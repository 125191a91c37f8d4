import type { TranslationMessages } from 'ra-core';
import { portaleItalian } from './portale.it';
import { raItalian } from './ra.it';
import { resourcesItalian } from './resources.it';

/** The whole Italian catalogue: react-admin's texts, the portal's own and the resources'. */
export const italianMessages: TranslationMessages = {
  ...raItalian,
  ...portaleItalian,
  ...resourcesItalian,
};
