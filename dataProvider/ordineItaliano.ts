let collator: Intl.Collator | undefined;

/**
 * Two texts in Italian order, numbers by their value ('Lotto 2' before 'Lotto 10'), case and accents aside. The
 * collator is made at the first comparison, not at import: a page's first Intl object loads ICU's data (20–80 ms on
 * this project's hosts), which the first screen does not need (docs/performance.md, seventeenth session).
 */
export const confrontaTesti = (a: string, b: string): number =>
  (collator ??= new Intl.Collator('it', { numeric: true, sensitivity: 'base' })).compare(a, b);
