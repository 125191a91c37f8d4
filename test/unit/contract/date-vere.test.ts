import { describe, expect, it } from 'vitest';
import { erroreData, giornoInItalia } from '../../../contract/validators/date-vere';

/** Issue 35 item 6: dates that cannot be true, refused with the sentence the field shows on both halves. */
const OGGI = '2026-12-02';

describe('a receipt date', () => {
  const fatti = { oggi: OGGI, inoltro: '2026-11-20T10:15:00.000Z' };

  it('is taken from the forwarding day to today', () => {
    expect(erroreData('ricezione', '2026-11-20', fatti)).toBeUndefined();
    expect(erroreData('ricezione', OGGI, fatti)).toBeUndefined();
  });

  it('is refused after today, 2030 or tomorrow', () => {
    expect(erroreData('ricezione', '2030-01-15', fatti)).toBe('La data di ricezione non può essere successiva a oggi');
    expect(erroreData('ricezione', '2026-12-03', fatti)).toBe('La data di ricezione non può essere successiva a oggi');
  });

  it('is refused before the Italian day of the forwarding, which may be the next UTC day', () => {
    expect(erroreData('ricezione', '2026-11-19', fatti)).toBe(
      "La data di ricezione non può precedere l'inoltro della domanda (20/11/2026)",
    );
    // 23:30 UTC on 1 March is 00:30 on 2 March in Rome.
    const notte = { oggi: OGGI, inoltro: '2026-03-01T23:30:00.000Z' };
    expect(erroreData('ricezione', '2026-03-01', notte)).toBe(
      "La data di ricezione non può precedere l'inoltro della domanda (02/03/2026)",
    );
    expect(erroreData('ricezione', '2026-03-02', notte)).toBeUndefined();
  });

  it('is refused when it is no day of the calendar', () => {
    expect(erroreData('ricezione', '2026-02-30', fatti)).toBe('Data non valida: usare il formato AAAA-MM-GG');
    expect(erroreData('ricezione', '02/12/2026', fatti)).toBe('Data non valida: usare il formato AAAA-MM-GG');
  });
});

describe("a legal representative's birth date", () => {
  const fatti = { oggi: OGGI };

  it('is taken from 18 years ago that very day back to 120 years', () => {
    expect(erroreData('nascita', '2008-12-02', fatti)).toBeUndefined();
    expect(erroreData('nascita', '1980-01-01', fatti)).toBeUndefined();
    expect(erroreData('nascita', '1906-12-02', fatti)).toBeUndefined();
  });

  it('is refused in the future, born in 2031', () => {
    expect(erroreData('nascita', '2031-05-10', fatti)).toBe('La data di nascita non può essere successiva a oggi');
  });

  it('is refused one day short of 18 years', () => {
    expect(erroreData('nascita', '2008-12-03', fatti)).toBe(
      'Il rappresentante legale deve essere maggiorenne: nato entro il 02/12/2008',
    );
  });

  it('is refused more than 120 years ago', () => {
    expect(erroreData('nascita', '1906-12-01', fatti)).toBe('Data di nascita non plausibile: più di 120 anni fa');
  });

  it('counts a 29 February birthday as of age on 1 March of a year without one', () => {
    expect(erroreData('nascita', '2008-02-29', { oggi: '2026-02-28' })).toBe(
      'Il rappresentante legale deve essere maggiorenne: nato entro il 28/02/2008',
    );
    expect(erroreData('nascita', '2008-02-29', { oggi: '2026-03-01' })).toBeUndefined();
    expect(erroreData('nascita', '2010-03-01', { oggi: '2028-02-29' })).toBe(
      'Il rappresentante legale deve essere maggiorenne: nato entro il 28/02/2010',
    );
  });
});

describe('the date of the decree adopting a ranking', () => {
  // Finalised at 23:10 UTC on 14 October: 15 October in Rome.
  const fatti = { oggi: OGGI, finalizzazione: '2026-10-14T23:10:00.000Z' };

  it('is taken on the Italian day the ranking became final and after, up to today', () => {
    expect(erroreData('decreto', '2026-10-15', fatti)).toBeUndefined();
    expect(erroreData('decreto', OGGI, fatti)).toBeUndefined();
  });

  it('is refused one day before the ranking became final', () => {
    expect(erroreData('decreto', '2026-10-14', fatti)).toBe(
      'Il decreto non può precedere la graduatoria che adotta, definitiva dal 15/10/2026',
    );
  });

  it('is refused after today', () => {
    expect(erroreData('decreto', '2026-12-03', fatti)).toBe('La data del decreto non può essere successiva a oggi');
  });
});

describe('the Italian day', () => {
  it('follows Rome, summer and winter time included', () => {
    expect(giornoInItalia('2026-06-30T22:30:00.000Z')).toBe('2026-07-01');
    expect(giornoInItalia('2026-06-30T21:30:00.000Z')).toBe('2026-06-30');
    expect(giornoInItalia(new Date('2026-12-31T23:00:00.000Z'))).toBe('2027-01-01');
  });
});
