/** One way of writing a kind of value. */
export interface Formato<T> {
  format(valore: T): string;
}

/** How the portal writes amounts, numbers and dates (docs/componenti.md). */
export interface FormatiItaliani {
  readonly currency: Formato<number>;
  readonly decimal: Formato<number>;
  /** A day as the contract sends it (YYYY-MM-DD, which JavaScript reads as UTC midnight). */
  readonly date: Formato<Date>;
  /** An instant, in the browser's time zone. */
  readonly dateTime: Formato<Date>;
}

/**
 * The digits of |valore| rounded half away from zero to `decimali` places, as Intl rounds: on the number's shortest
 * decimal form (1.005 is 1,01), not on its binary value (which `toFixed` rounds to 1.00).
 */
function cifre(valore: number, decimali: number): { intera: string; frazione: string } {
  const [mantissa = '0', esponente = '0'] = String(Math.abs(valore)).split('e');
  const [interi = '0', decimaliScritti = ''] = mantissa.split('.');
  const tutte = `${interi}${decimaliScritti}`;
  // How many of the digits stay: those before the point and `decimali` after it.
  const tenute = interi.length + Number(esponente) + decimali;
  const troncate = tenute <= 0 ? 0n : BigInt(tutte.slice(0, tenute).padEnd(tenute, '0'));
  const successiva = tenute < 0 ? 0 : Number(tutte[tenute] ?? '0');
  const arrotondate = (successiva >= 5 ? troncate + 1n : troncate).toString().padStart(decimali + 1, '0');
  const virgola = arrotondate.length - decimali;
  return { intera: arrotondate.slice(0, virgola), frazione: arrotondate.slice(virgola) };
}

/** Thousands grouped with a dot from 1.000 on (Italian CLDR would start at 10.000). */
const raggruppa = (intera: string) => intera.replace(/\B(?=(\d{3})+$)/g, '.');

/** The minus of a negative amount, of minus zero too (Intl writes -0,00 €: a value rounded to zero keeps its sign). */
const segno = (valore: number) => (valore < 0 || Object.is(valore, -0) ? '-' : '');

function numero(valore: number, decimali: number, decimaliMinimi: number): string {
  if (Number.isNaN(valore)) return 'NaN';
  if (!Number.isFinite(valore)) return `${segno(valore)}∞`;
  const { intera, frazione } = cifre(valore, decimali);
  const scritta = frazione.slice(0, decimaliMinimi) + frazione.slice(decimaliMinimi).replace(/0+$/, '');
  return `${segno(valore)}${raggruppa(intera)}${scritta ? `,${scritta}` : ''}`;
}

const dueCifre = (valore: number) => String(valore).padStart(2, '0');

/** An invalid date is refused as Intl refuses it. */
function valida(giorno: Date): Date {
  if (Number.isNaN(giorno.getTime())) throw new RangeError('Invalid time value');
  return giorno;
}

/**
 * The formats Intl's Italian ones write, written by hand: a page's first Intl object loads ICU's locale data, 20–80 ms
 * on this project's hosts and four times that on Lighthouse's phone, in the middle of the first screen
 * (docs/performance.md, seventeenth session).
 */
export const formatiItaliani: FormatiItaliani = {
  currency: { format: (valore) => `${numero(valore, 2, 2)}\u00a0€` },
  decimal: { format: (valore) => numero(valore, 2, 0) },
  date: {
    format: (giorno) =>
      `${dueCifre(valida(giorno).getUTCDate())}/${dueCifre(giorno.getUTCMonth() + 1)}/${giorno.getUTCFullYear()}`,
  },
  dateTime: {
    format: (istante) =>
      `${dueCifre(valida(istante).getDate())}/${dueCifre(istante.getMonth() + 1)}/${istante.getFullYear()}, ` +
      `${dueCifre(istante.getHours())}:${dueCifre(istante.getMinutes())}`,
  },
};
