import type { Traduzione } from '../traduzione';
import type { homeItalian } from './home.it';

export const homeEnglish: Traduzione<typeof homeItalian> = {
  bandi: {
    list_title: 'List of calls',
    download_summary: 'Download summary',
    detail_of: 'Detail %{name}',
    programmi_presentati: '%{smart_count} programme |||| %{smart_count} programmes',
    domande_presentate: '%{smart_count} application |||| %{smart_count} applications',
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
