import { Decimal } from './decimal';

/**
 * An amount as the contract carries it: a JSON number, read back as the exact decimal it was written as.
 * `String` gives the shortest text that round-trips, so 0.1 + 0.2 never comes into it.
 */
export function importo(value: number | string): Decimal {
  return new Decimal(typeof value === 'number' ? String(value) : value);
}

export function haAlPiuDecimali(value: number, decimali = 2): boolean {
  return Number.isFinite(value) && importo(value).decimalPlaces() <= decimali;
}

export function somma(values: readonly (number | string)[]): Decimal {
  return values.reduce<Decimal>((totale, value) => totale.plus(importo(value)), new Decimal(0));
}

/** '1.234,56 €': dot for thousands, comma for decimals, as the portal's currency mask shows amounts. */
export function formatEuro(value: Decimal): string {
  const [intera, decimali] = value.abs().toFixed(2).split('.');
  const migliaia = intera.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value.isNegative() && !value.isZero() ? '-' : ''}${migliaia},${decimali} €`;
}
