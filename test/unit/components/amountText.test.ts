import { describe, expect, it } from 'vitest';
import { AMOUNT_MASKS } from '../../../src/components/amount/amountMasks';
import {
  decimalOfNumber,
  formatAmount,
  parseAmount,
  type ParsedAmount,
} from '../../../src/components/amount/amountText';
import { i18nProvider } from '../../../i18n';

const { number, currency, percentage } = AMOUNT_MASKS;

/** The refusal as a person reads it, in Italian. */
const refusal = (parsed: ParsedAmount): string | undefined =>
  'error' in parsed ? i18nProvider.translate(parsed.error.message, parsed.error.args) : undefined;

describe('amount text', () => {
  it.each([
    ['1.234,50 €', '1234.50'],
    ['1234,5', '1234.50'],
    ['1234.5', '1234.50'],
    ['1.234', '1234.00'],
    ['1.234.567,89', '1234567.89'],
    [',5', '0.50'],
    ['0,10', '0.10'],
    ['9.999.999.999.999,99', '9999999999999.99'],
  ])('reads the currency %s as %s', (text, decimal) => {
    expect(parseAmount(text, currency)).toEqual({ decimal });
  });

  it.each([
    ['abc', 'Inserisci un numero valido'],
    ['1,2,3', 'Inserisci un numero valido'],
    ['1,234.50', 'Inserisci un numero valido'],
    ['1,234', 'Inserisci al massimo 2 decimali'],
    ['-5', 'Il valore non può essere negativo'],
    ['12345678901234', 'Il numero è troppo grande'],
  ])('refuses the currency %s: %s', (text, error) => {
    expect(refusal(parseAmount(text, currency))).toBe(error);
  });

  it('reads integers with space or dot groups and a minus sign by default', () => {
    expect(parseAmount('-1 234 567', number)).toEqual({ decimal: '-1234567' });
    expect(parseAmount('1.000', number)).toEqual({ decimal: '1000' });
    expect(refusal(parseAmount('1,5', number))).toBe('Inserisci un numero intero');
    expect(parseAmount('-0', number)).toEqual({ decimal: '0' });
  });

  it('keeps percentages between 0 and 100 with two decimals', () => {
    expect(parseAmount('12,5 %', percentage)).toEqual({ decimal: '12.50' });
    expect(parseAmount('100', percentage)).toEqual({ decimal: '100.00' });
    expect(refusal(parseAmount('100,01', percentage))).toBe('Inserisci un valore compreso tra 0 e 100');
  });

  it('treats blank text as no amount', () => {
    expect(parseAmount('  ', currency)).toEqual({ decimal: null });
  });

  it('writes decimals the Italian way', () => {
    expect(formatAmount('1234567.50', currency)).toBe('1.234.567,50 €');
    expect(formatAmount('-1234567', number)).toBe('-1 234 567');
    expect(formatAmount('12.50', percentage)).toBe('12,50 %');
    expect(formatAmount('999.00', currency)).toBe('999,00 €');
  });

  it('turns API numbers into decimals without losing or inventing digits', () => {
    expect(decimalOfNumber(1234.5, currency)).toBe('1234.50');
    expect(decimalOfNumber(0.1 + 0.2, currency)).toBe('0.30000000000000004');
    expect(decimalOfNumber(1000, number)).toBe('1000');
  });
});
