import englishRa from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { domandeEnglish } from './domande.en';
import { portaleEnglish } from './portale.en';
import { resourcesEnglish } from './resources.en';
import { valutazioneEnglish } from './valutazione.en';

/** The whole English catalogue, loaded only when someone switches to English. */
export const englishMessages: TranslationMessages = {
  ...englishRa,
  ...portaleEnglish,
  ...resourcesEnglish,
  ...domandeEnglish,
  ...valutazioneEnglish,
};
