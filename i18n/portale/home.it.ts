/** The home page: the call list and the staff's work queue. */
export const homeItalian = {
  bandi: {
    list_title: 'Lista bandi',
    download_summary: 'Scarica riepilogo',
    detail_of: 'Dettaglio %{name}',
    programmi_presentati: '%{smart_count} programma |||| %{smart_count} programmi',
    domande_presentate: '%{smart_count} domanda |||| %{smart_count} domande',
  },
  incarichi: {
    title: 'Le mie attività',
    open: 'Apri',
    open_of: 'Apri %{name}: %{task}',
  },
  graduatorieDaFinalizzare: {
    title: 'Graduatorie da finalizzare',
    open: 'Apri graduatoria',
    open_of: 'Apri graduatoria: %{name}',
  },
};
