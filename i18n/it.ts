import type { TranslationMessages } from 'ra-core';
import { domandeItalian } from './domande.it';
import { italianFirstScreen } from './it.core';
import { portaleItalian } from './portale.it';
import { schermateItalian } from './schermate.it';
import { valutazioneItalian } from './valutazione.it';

/** The whole Italian catalogue: the first screen's texts and the other screens'. */
export const italianMessages: TranslationMessages = {
  ...italianFirstScreen,
  portale: { ...portaleItalian.portale, ...schermateItalian },
  ...domandeItalian,
  ...valutazioneItalian,
};
