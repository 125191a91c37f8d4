/**
 * The states of an investment programme (DESIGN §4), in the order of the review. The descriptions people read come
 * from the server (`getListaStatiProgramma`, table `stato_programma`); a test keeps the two lists equal.
 */
export const STATI_PROGRAMMA = [
  'BOZZA',
  'PRESENTATO',
  'IN_ISTRUTTORIA',
  'IN_INTEGRAZIONE',
  'IN_VALIDAZIONE',
  'PREAVVISO_RIGETTO',
  'VALIDATO',
  'APPROVATO',
  'IN_SUBENTRO',
  'IN_VARIAZIONE',
  'NON_AMMESSO',
  'ANNULLATO',
] as const;

export type StatoProgramma = (typeof STATI_PROGRAMMA)[number];

export const STATI_FINALI: readonly StatoProgramma[] = ['NON_AMMESSO', 'ANNULLATO'];

export const STATI_NON_FINALI: readonly StatoProgramma[] = STATI_PROGRAMMA.filter((stato) => !STATI_FINALI.includes(stato));

/** As `stato_programma.descrizione` holds them, for the filter's choices before the server answers. */
export const DESCRIZIONE_STATO: Readonly<Record<StatoProgramma, string>> = {
  BOZZA: 'Bozza',
  PRESENTATO: 'Presentato',
  IN_ISTRUTTORIA: 'In istruttoria',
  IN_INTEGRAZIONE: 'In integrazione',
  IN_VALIDAZIONE: 'In validazione',
  PREAVVISO_RIGETTO: 'Preavviso di rigetto',
  VALIDATO: 'Validato',
  APPROVATO: 'Approvato',
  IN_SUBENTRO: 'In subentro',
  IN_VARIAZIONE: 'In variazione',
  NON_AMMESSO: 'Non ammesso',
  ANNULLATO: 'Annullato',
};
