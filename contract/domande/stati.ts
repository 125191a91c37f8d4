/**
 * The states of a food-district application, in the order of the flow, with the names people read. Table
 * `stato_domanda` holds the same rows (a test keeps codes and order equal).
 */
export const STATI_DOMANDA_CON_NOME = [
  { id: 'BOZZA', name: 'Bozza' },
  { id: 'INOLTRATA', name: 'Inoltrata' },
  { id: 'IN_ISTRUTTORIA', name: 'In istruttoria' },
  { id: 'IN_VALUTAZIONE', name: 'In valutazione' },
  { id: 'NON_AMMISSIBILE', name: 'Non ammissibile' },
  { id: 'VALUTATA', name: 'Valutata' },
  { id: 'FINANZIABILE', name: 'Finanziabile' },
  { id: 'AMMESSA_NON_FINANZIATA', name: 'Ammessa non finanziata' },
  { id: 'ESCLUSA', name: 'Esclusa' },
] as const;

export type StatoDomanda = (typeof STATI_DOMANDA_CON_NOME)[number]['id'];

export const STATI_DOMANDA: readonly StatoDomanda[] = STATI_DOMANDA_CON_NOME.map(({ id }) => id);

/** The states the commission sees: admitted to evaluation, and what the ranking made of them. */
export const STATI_DA_VALUTAZIONE: readonly StatoDomanda[] = [
  'IN_VALUTAZIONE',
  'VALUTATA',
  'FINANZIABILE',
  'AMMESSA_NON_FINANZIATA',
  'ESCLUSA',
];

/** The states the final ranking places an application in: once there, the call's ranking is final. */
export const STATI_GRADUATORIA_DEFINITIVA: readonly StatoDomanda[] = [
  'FINANZIABILE',
  'AMMESSA_NON_FINANZIATA',
  'ESCLUSA',
];

export const DESCRIZIONE_STATO_DOMANDA = Object.fromEntries(
  STATI_DOMANDA_CON_NOME.map(({ id, name }) => [id, name]),
) as Readonly<Record<StatoDomanda, string>>;
