/** The generic views and named actions generated from the resource declarations. */
export const engineItalian = {
  views: {
    read_only: 'Sei in modalità di sola consultazione: le modifiche non sono disponibili.',
    create_title: 'Aggiungi %{name}',
    edit_title: 'Modifica %{name}',
    new: 'Nuovo',
    show: 'Dettaglio',
    edit: 'Modifica',
  },
  actions: {
    not_applicable: '%{action}: non disponibile. %{reason}',
    not_yet: '«%{action}» non è ancora possibile: %{reason}',
    not_yet_in_menu: 'non ancora possibile: %{reason}',
    not_yet_listed: '«%{action}» non è ancora possibile: completa quanto elencato qui sotto.',
    complete_in: 'completa in «%{tab}»',
    done: '%{action}: operazione completata',
    downloading: 'Download in corso',
    choices_failed: 'Impossibile caricare le scelte: riprovare più tardi.',
    place: 'Stato e azioni',
  },
  formats: {
    cup: 'Il CUP deve avere 15 caratteri, lettere maiuscole e cifre',
    cor: 'Il COR deve contenere solo cifre (al massimo 12)',
    email: 'Indirizzo email non valido',
    codice_fiscale:
      'Codice fiscale non valido: 16 caratteri per una persona fisica o ' +
      '11 cifre per una persona giuridica, con il carattere di controllo',
  },
};
