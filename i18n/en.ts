import englishRa from 'ra-language-english';
import type { TranslationMessages } from 'ra-core';
import { contrattoEnglish } from './contratto.en';
import { domandeEnglish } from './domande.en';
import { portaleEnglish } from './portale.en';
import { resourcesEnglish } from './resources.en';
import { valutazioneEnglish } from './valutazione.en';

type Gruppo = { readonly [key: string]: string | Gruppo };

/** Two groups of texts as one: where both name a resource, its keys from each. */
const unisci = (primo: Gruppo, secondo: Gruppo): Gruppo =>
  Object.fromEntries(
    [...new Set([...Object.keys(primo), ...Object.keys(secondo)])].map((key) => {
      const [a, b] = [primo[key], secondo[key]];
      return [key, typeof a === 'object' && typeof b === 'object' ? unisci(a, b) : (b ?? a)];
    }),
  );

/** The whole English catalogue, loaded only when someone switches to English. */
export const englishMessages: TranslationMessages = {
  ...englishRa,
  ...portaleEnglish,
  ...(unisci(resourcesEnglish, contrattoEnglish) as Pick<TranslationMessages, 'resources'>),
  choices: contrattoEnglish.choices,
  ...domandeEnglish,
  ...valutazioneEnglish,
};
