/** The portal's data table. */
export const listeItalian = {
  table: {
    empty: 'Non ci sono elementi',
    actions: 'Azioni',
    detail: 'Dettaglio',
    sort_hint: 'Tieni premuto Maiusc mentre scegli una colonna per ordinare su più colonne',
    secondary_sort: ', ordinamento secondario %{position}, %{order}',
    ascending: 'crescente',
    descending: 'decrescente',
    filter_placeholder: 'Filtra...',
    filter_by: 'Filtra per %{column}',
    select_row: 'Seleziona riga %{row}',
    select_page: 'Seleziona tutte le righe della pagina',
    expand_row: 'Espandi dettaglio %{row}',
    collapse_row: 'Comprimi dettaglio %{row}',
    selection: 'Azioni sugli elementi selezionati',
    selected: '%{smart_count} elemento selezionato |||| %{smart_count} elementi selezionati',
    clear_selection: 'Annulla selezione',
    more_actions: 'Altre azioni',
    more_actions_of: 'Altre azioni: %{row}',
    bulk_done:
      '%{action}: completato per %{smart_count} elemento |||| %{action}: completato per %{smart_count} elementi',
    bulk_failed:
      '%{action}: non riuscito per %{smart_count} elemento |||| %{action}: non riuscito per %{smart_count} elementi',
  },
  filters: {
    show: 'Filtri',
    active: 'Filtri (%{smart_count} attivo) |||| Filtri (%{smart_count} attivi)',
    loading: 'Caricamento dei filtri',
  },
  pagination: {
    label: 'Paginazione',
    page: 'Vai alla pagina %{page}',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
  },
};
