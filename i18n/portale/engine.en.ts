import type { Traduzione } from '../traduzione';
import type { engineItalian } from './engine.it';

export const engineEnglish: Traduzione<typeof engineItalian> = {
  views: {
    read_only: 'You are consulting only: changes are not available.',
    create_title: 'Add %{name}',
    edit_title: 'Edit %{name}',
    new: 'New',
    show: 'Detail',
    edit: 'Edit',
  },
  actions: {
    not_applicable: '%{action}: not available. %{reason}',
    not_yet: '«%{action}» is not possible yet: %{reason}',
    not_yet_in_menu: 'not possible yet: %{reason}',
    not_yet_listed: '«%{action}» is not possible yet: complete what is listed below.',
    complete_in: 'complete it in «%{tab}»',
    done: '%{action}: operation completed',
    downloading: 'Downloading',
    choices_failed: 'The choices could not be loaded: try again later.',
    place: 'State and actions',
  },
  formats: {
    cup: 'The CUP must have 15 characters, capital letters and digits',
    cor: 'The COR must contain digits only (at most 12)',
    email: 'Invalid email address',
    codice_fiscale: 'Invalid tax code: 16 characters for a person or 11 digits for a company, with the check character',
  },
};
