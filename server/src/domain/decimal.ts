import DecimalJs from 'decimal.js';

/**
 * decimal.js with enough significant digits that money computed through long plans (and powers of rates) stays exact
 * to far below the cent; rounding happens once, at the end, with `roundToCents`.
 */
export const Decimal = DecimalJs.clone({ precision: 50, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;

export function roundToCents(value: Decimal): Decimal {
  return value.toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP);
}
