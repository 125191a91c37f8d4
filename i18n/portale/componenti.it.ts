/** The reusable elements (docs/componenti.md): dialogs, wizard, inputs, upload progress. */
export const componentiItalian = {
  modal: {
    close: 'Chiudi finestra modale',
    close_icon: 'Chiudi modale',
  },
  confirm: {
    title: 'Conferma operazione',
    close: 'Chiudi',
    confirm: 'Conferma',
  },
  wizard: {
    steps: 'Passaggi',
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
    end_before_start: 'La data di fine non può precedere la data di inizio',
    start_before_min: 'La data di inizio non può precedere il %{date}',
  },
  validation: {
    pattern: 'Formato non valido',
  },
  amount: {
    invalid: 'Inserisci un numero valido',
    integer: 'Inserisci un numero intero',
    too_many_decimals: 'Inserisci al massimo %{precision} decimali',
    too_large: 'Il numero è troppo grande',
    negative: 'Il valore non può essere negativo',
    out_of_range: 'Inserisci un valore compreso tra 0 e %{max}',
  },
  upload: {
    done: 'Caricamento completato: %{fileName}',
    percent: '%{percent}%',
    progress: 'Caricamento di %{fileName}',
    too_large: 'Il file «%{fileName}» supera la dimensione massima di %{max}: scegline uno più piccolo',
  },
};
