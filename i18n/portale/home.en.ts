import type { Traduzione } from '../traduzione';
import type { homeItalian } from './home.it';

export const homeEnglish: Traduzione<typeof homeItalian> = {
  bandi: {
    list_title: 'List of calls',
    download_summary: 'Download summary',
    detail_of: 'Detail %{name}',
  },
  incarichi: {
    title: 'My tasks',
    open: 'Open',
    open_of: 'Open %{name}: %{task}',
  },
  graduatorieDaFinalizzare: {
    title: 'Rankings to finalise',
    open: 'Open ranking',
    open_of: 'Open ranking: %{name}',
  },
};
