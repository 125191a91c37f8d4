import { formatValue } from '../../../../src/engine/format';

const CAMPO_EURO = { source: 'importo' as never, label: '', type: 'currency' as const };

/** An amount the Italian way: '1.234,50 €'. */
export const euro = (valore: number | null | undefined): string => formatValue(CAMPO_EURO, valore ?? 0);

/**
 * The total of amounts with at most 2 decimals, in whole cents so that no floating-point rest shows up; values still
 * being typed (text) count as nothing.
 */
export const totale = (valori: readonly unknown[]): number =>
  valori.reduce<number>(
    (centesimi, valore) => centesimi + (typeof valore === 'number' ? Math.round(valore * 100) : 0),
    0,
  ) / 100;
