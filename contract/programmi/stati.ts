/**
 * The states of an investment programme, in the order of the review, with the names people read. Table
 * `stato_programma` holds the same rows (a test keeps codes, names and order equal).
 */
export const STATI_CON_NOME = [
  { id: 'BOZZA', name: 'Bozza' },
  { id: 'PRESENTATO', name: 'Presentato' },
  { id: 'IN_ISTRUTTORIA', name: 'In istruttoria' },
  { id: 'IN_INTEGRAZIONE', name: 'In integrazione' },
  { id: 'IN_VALIDAZIONE', name: 'In validazione' },
  { id: 'PREAVVISO_RIGETTO', name: 'Preavviso di rigetto' },
  { id: 'VALIDATO', name: 'Validato' },
  { id: 'APPROVATO', name: 'Approvato' },
  { id: 'IN_SUBENTRO', name: 'In subentro' },
  { id: 'IN_VARIAZIONE', name: 'In variazione' },
  { id: 'NON_AMMESSO', name: 'Non ammesso' },
  { id: 'ANNULLATO', name: 'Annullato' },
] as const;

export type StatoProgramma = (typeof STATI_CON_NOME)[number]['id'];

export const STATI_PROGRAMMA: readonly StatoProgramma[] = STATI_CON_NOME.map(({ id }) => id);

export const STATI_FINALI: readonly StatoProgramma[] = ['NON_AMMESSO', 'ANNULLATO'];

export const STATI_NON_FINALI: readonly StatoProgramma[] = STATI_PROGRAMMA.filter(
  (stato) => !STATI_FINALI.includes(stato),
);

export const DESCRIZIONE_STATO = Object.fromEntries(STATI_CON_NOME.map(({ id, name }) => [id, name])) as Readonly<
  Record<StatoProgramma, string>
>;
