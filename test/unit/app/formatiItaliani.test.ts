import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatiItaliani } from '../../../src/engine/formatiItaliani';

const { currency, decimal, date, dateTime } = formatiItaliani;

// Intl's Italian formats: the reference each value is compared with (the portal groups thousands from 1.000,
// hence `useGrouping: 'always'`).
const intl = {
  currency: new Intl.NumberFormat('it-IT', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    useGrouping: 'always',
  }),
  decimal: new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' }),
  date: new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC' }),
  dateTime: () =>
    new Intl.DateTimeFormat('it-IT', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
};

/** The same values on every run: a linear congruential sequence from a fixed seed. */
function* valori(quanti: number, scala: number): Generator<number> {
  let stato = 20261129;
  for (let i = 0; i < quanti; i++) {
    stato = (stato * 1103515245 + 12345) % 2 ** 31;
    yield ((stato / 2 ** 31) * 2 - 1) * scala;
  }
}

afterEach(() => vi.unstubAllEnvs());

describe('Italian formats', () => {
  it('write amounts, numbers and days the Italian way, thousands grouped from 1.000', () => {
    expect(currency.format(1000)).toBe('1.000,00\u00a0€');
    expect(currency.format(1234567.5)).toBe('1.234.567,50\u00a0€');
    expect(currency.format(999)).toBe('999,00\u00a0€');
    expect(decimal.format(1000.456)).toBe('1.000,46');
    expect(decimal.format(12.3)).toBe('12,3');
    expect(decimal.format(7)).toBe('7');
    expect(decimal.format(-1.5)).toBe('-1,5');
    // A day as the contract sends it is that day wherever the browser is.
    expect(date.format(new Date('2024-12-31'))).toBe('31/12/2024');
    expect(date.format(new Date('2025-03-05'))).toBe('05/03/2025');
  });

  it('round half away from zero on the decimal form a person typed, not on the binary value', () => {
    // 1.005 and 2.675 are stored just below their half: toFixed(2) writes 1.00 and 2.67.
    expect(currency.format(1.005)).toBe('1,01\u00a0€');
    expect(currency.format(2.675)).toBe('2,68\u00a0€');
    expect(currency.format(-1234.565)).toBe('-1.234,57\u00a0€');
    expect(currency.format(0.004)).toBe('0,00\u00a0€');
    expect(decimal.format(0.1 + 0.2)).toBe('0,3');
    expect(decimal.format(99.995)).toBe('100');
  });

  it('write an instant in the browser’s zone, with the year in full', () => {
    vi.stubEnv('TZ', 'Europe/Rome');
    expect(dateTime.format(new Date('2025-11-01T10:00:00Z'))).toBe('01/11/2025, 11:00');
    // Summer time: two hours ahead of UTC, and the day after for the last hours of a UTC day.
    expect(dateTime.format(new Date('2025-07-31T22:30:00Z'))).toBe('01/08/2025, 00:30');
  });

  it('write every amount and number as Intl’s Italian formats write it', () => {
    const casi = [
      0,
      -0,
      1,
      -1,
      0.5,
      0.005,
      0.015,
      0.125,
      1.005,
      2.675,
      10.075,
      999.995,
      1e-7,
      1.5e-7,
      -0.001,
      123456789.994,
      9007199254740991,
      1e21,
      1.5e25,
      -4.35e22,
      0.1 + 0.2,
      NaN,
      Infinity,
      -Infinity,
      ...valori(400, 1_000),
      ...valori(400, 100_000_000),
      ...[...valori(100, 100_000)].map((valore) => Math.round(valore * 1000) / 1000),
    ];
    for (const valore of casi) {
      expect(currency.format(valore), String(valore)).toBe(intl.currency.format(valore));
      expect(decimal.format(valore), String(valore)).toBe(intl.decimal.format(valore));
    }
  });

  it('write every day and instant as Intl’s Italian formats write them, in any zone', () => {
    const istanti = [...valori(300, 40 * 365 * 86_400_000)].map((scarto) => new Date(Date.UTC(2000, 0, 1) + scarto));
    for (const zona of ['UTC', 'Europe/Rome', 'America/New_York', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', zona);
      const riferimento = intl.dateTime();
      for (const istante of istanti) {
        expect(date.format(istante), istante.toISOString()).toBe(intl.date.format(istante));
        expect(dateTime.format(istante), `${istante.toISOString()} ${zona}`).toBe(riferimento.format(istante));
      }
    }
  });

  it('refuse a date that is not one, as Intl does', () => {
    expect(() => date.format(new Date('31/12/2024'))).toThrow(RangeError);
    expect(() => dateTime.format(new Date('domani'))).toThrow(RangeError);
  });
});
