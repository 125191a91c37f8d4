/** The portal's own texts (spec §1, §2, §4, §5, §8), for the shell, the reusable elements and the data provider. */
export const portaleItalian = {
  portale: {
    shell: {
      main_menu: 'Menu principale',
      show_navigation: 'Mostra la navigazione',
      hide_navigation: 'Nascondi la navigazione',
      login: 'Entra in my %{product}',
      reserved_area: 'Area riservata',
      logout: 'Esci',
      go_home: 'Vai alla homepage',
    },
    loading: {
      wait: 'Attendere...',
      default_label: 'Caricamento in corso',
      operation: 'Operazione in corso...',
    },
    alert: {
      close: 'Chiudi avviso',
      warning_heading: 'Attenzione:',
    },
    modal: {
      close: 'Chiudi finestra modale',
      close_icon: 'Chiudi modale',
    },
    confirm: {
      close: 'Chiudi',
    },
    table: {
      empty: 'Non ci sono elementi',
      actions: 'Azioni',
      detail: 'Dettaglio',
    },
    wizard: {
      back: 'Indietro',
      next: 'Avanti',
    },
    password: {
      show: 'Mostra password',
      hide: 'Nascondi password',
    },
    date_range: {
      start: 'Data inizio',
      end: 'Data fine',
      placeholder: 'gg/mm/aaaa',
    },
    errors: {
      application: 'Si è verificato un errore applicativo',
      access_denied: 'Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.',
    },
    bandi: {
      list_title: 'Lista bandi',
      download_summary: 'Scarica riepilogo',
    },
  },
} as const;
