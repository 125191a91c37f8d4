import { describe, expect, it } from 'vitest';
import { formatiItaliani } from '../../../src/engine/formatiItaliani';

describe('Italian formats', () => {
  it('are made once: what the sign-in prepares is what every screen writes with', () => {
    expect(formatiItaliani()).toBe(formatiItaliani());
  });

  it('write amounts, numbers and days as spec §5 asks, thousands grouped from 1.000', () => {
    const { currency, decimal, date } = formatiItaliani();
    expect(currency.format(1000)).toBe('1.000,00\u00a0€');
    expect(decimal.format(1000.456)).toBe('1.000,46');
    // A day as the contract sends it is that day wherever the browser is.
    expect(date.format(new Date('2024-12-31'))).toBe('31/12/2024');
  });
});
