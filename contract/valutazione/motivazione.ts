/** The longest motivation of one score, in characters. */
export const MOTIVAZIONE_MASSIMA = 4000;

/** A call's shortest motivation when it sets none (DESIGN §5.1). */
export const LUNGHEZZA_MINIMA_MOTIVAZIONE = 30;

/** Characters as a person counts them: code points, leading and trailing spaces left out. */
export const caratteriDi = (testo: string | null | undefined) => [...(testo ?? '').trim()].length;

/**
 * Why a score's motivation is refused, the same sentence on the server's field and on the form's; undefined when it
 * is long enough.
 */
export function erroreMotivazione(testo: string | null | undefined, minimo: number): string | undefined {
  const caratteri = caratteriDi(testo);
  if (caratteri === 0) return `Scrivere la motivazione del punteggio: almeno ${minimo} caratteri`;
  if (caratteri < minimo) return `La motivazione deve contenere almeno ${minimo} caratteri (ora ${caratteri})`;
  return undefined;
}

/** A page cited without the attachment it belongs to. */
export const PAGINA_SENZA_ALLEGATO = 'Indicare l’allegato a cui appartiene la pagina';
