import type { AmountMask } from './amountMasks';

/**
 * An amount as a decimal string ('-1234.50'): parsing and formatting never go through floating point,
 * so '0,10' stays 0.10 and 13-digit amounts keep their cents.
 */
export type Decimal = string;

/** A refusal as a catalogue key and its values, the shape react-admin's validation messages take. */
export interface AmountError {
  readonly message: string;
  readonly args: Readonly<Record<string, number>>;
}

export type ParsedAmount = { readonly decimal: Decimal | null } | { readonly error: AmountError };

/** Beyond 13 integer digits (the largest amount the API takes) a number no longer holds every cent. */
const MAX_INTEGER_DIGITS = 13;

const INVALID: AmountError = { message: 'portale.amount.invalid', args: {} };

const tooManyDecimals = (precision: number): AmountError =>
  precision === 0
    ? { message: 'portale.amount.integer', args: {} }
    : { message: 'portale.amount.too_many_decimals', args: { precision } };

/** Splits digits and separators into integer and fraction; undefined when no reading makes sense. */
function splitNumber(body: string, mask: AmountMask): { integer: string; fraction: string } | undefined {
  const decimalAt = decimalSeparatorIndex(body, mask);
  const integerPart = decimalAt < 0 ? body : body.slice(0, decimalAt);
  const fraction = decimalAt < 0 ? '' : body.slice(decimalAt + 1);
  const groups = integerPart.split(mask.precision === 0 ? /[.,]/ : mask.decimalSeparator === ',' ? '.' : ',');
  const validGroups =
    groups.length === 1
      ? /^\d*$/.test(integerPart)
      : groups.every((group, index) => /^\d+$/.test(group) && (index === 0 || group.length === 3));
  return validGroups && /^\d*$/.test(fraction) ? { integer: groups.join(''), fraction } : undefined;
}

/**
 * Forgiving reading: the mask's decimal separator is the decimal one; the other one is decimal too when it appears
 * once not followed by exactly three digits ('1234.5'), otherwise it groups thousands ('1.234'). With precision 0
 * every separator groups thousands.
 */
function decimalSeparatorIndex(body: string, mask: AmountMask): number {
  const last = body.search(/[.,][^.,]*$/);
  if (mask.precision === 0 || last < 0) return -1;
  if (body[last] === mask.decimalSeparator) return last;
  const appearsOnce = body.indexOf(body[last] ?? '') === last;
  return appearsOnce && body.length - last - 1 !== 3 ? last : -1;
}

/** Reads what a person typed: '1.234,50 €', '1234,5', '-1 000'. Blank text is no amount. */
export function parseAmount(text: string, mask: AmountMask): ParsedAmount {
  const withoutSymbol = mask.symbol ? text.replaceAll(mask.symbol, '') : text;
  const compact = withoutSymbol.replace(/\s/g, '').replace('−', '-');
  if (compact === '') return { decimal: null };
  const negative = compact.startsWith('-');
  const body = negative ? compact.slice(1) : compact;
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return { error: INVALID };
  const parts = splitNumber(body, mask);
  if (!parts) return { error: mask.precision === 0 ? tooManyDecimals(0) : INVALID };
  if (parts.fraction.length > mask.precision) return { error: tooManyDecimals(mask.precision) };
  const integer = parts.integer.replace(/^0+(?=\d)/, '') || '0';
  if (integer.length > MAX_INTEGER_DIGITS) return { error: { message: 'portale.amount.too_large', args: {} } };
  const fraction = mask.precision > 0 ? `.${parts.fraction.padEnd(mask.precision, '0')}` : '';
  const isZero = /^[0.]+$/.test(integer + fraction);
  const decimal = `${negative && !isZero ? '-' : ''}${integer}${fraction}`;
  return rangeError(decimal, mask) ?? { decimal };
}

function rangeError(decimal: Decimal, mask: AmountMask): { error: AmountError } | undefined {
  if (!mask.allowNegative && decimal.startsWith('-'))
    return { error: { message: 'portale.amount.negative', args: {} } };
  // Comparing a two-decimal number with an integer bound is exact in floating point.
  if (mask.max !== undefined && Number(decimal) > mask.max)
    return { error: { message: 'portale.amount.out_of_range', args: { max: mask.max } } };
  return undefined;
}

/** The Italian text of a decimal under the mask: '1.234,50 €', '-1 234', '12,50 %'. */
export function formatAmount(decimal: Decimal, mask: AmountMask): string {
  const negative = decimal.startsWith('-');
  const [integer = '', fraction] = (negative ? decimal.slice(1) : decimal).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, mask.thousandsSeparator);
  const number = `${negative ? '-' : ''}${grouped}${fraction ? mask.decimalSeparator + fraction : ''}`;
  return mask.symbol ? `${number} ${mask.symbol}` : number;
}

/** The decimal of a number from the API, with at least the mask's decimals and none of its own lost. */
export function decimalOfNumber(value: number, mask: AmountMask): Decimal {
  const ownDecimals = /\.(\d+)$/.exec(String(value))?.[1]?.length ?? 0;
  return value.toFixed(Math.max(mask.precision, ownDecimals));
}
