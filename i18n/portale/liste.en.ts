import type { Traduzione } from '../traduzione';
import type { listeItalian } from './liste.it';

export const listeEnglish: Traduzione<typeof listeItalian> = {
  table: {
    empty: 'There are no items',
    actions: 'Actions',
    detail: 'Detail',
    sort_hint: 'Hold Shift while choosing a column to sort by several columns',
    secondary_sort: ', secondary sort %{position}, %{order}',
    ascending: 'ascending',
    descending: 'descending',
    filter_placeholder: 'Filter...',
    filter_by: 'Filter by %{column}',
    select_row: 'Select row %{row}',
    select_page: 'Select every row of the page',
    expand_row: 'Expand detail %{row}',
    collapse_row: 'Collapse detail %{row}',
    selection: 'Actions on the selected items',
    selected: '%{smart_count} item selected |||| %{smart_count} items selected',
    clear_selection: 'Clear selection',
    more_actions: 'More actions',
    more_actions_of: 'More actions: %{row}',
    bulk_done: '%{action}: done for %{smart_count} item |||| %{action}: done for %{smart_count} items',
    bulk_failed: '%{action}: failed for %{smart_count} item |||| %{action}: failed for %{smart_count} items',
  },
  filters: {
    show: 'Filters',
    active: 'Filters (%{smart_count} active) |||| Filters (%{smart_count} active)',
    loading: 'Loading the filters',
  },
  pagination: {
    label: 'Pagination',
    page: 'Go to page %{page}',
    previous: 'Previous page',
    next: 'Next page',
  },
};
