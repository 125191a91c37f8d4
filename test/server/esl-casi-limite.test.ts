import { describe, expect, it } from 'vitest';
import { ESEMPIO, esl } from './support/esl';

describe('ESL edge cases', () => {
  const base = { ...ESEMPIO, contributoCapitale: '0' };

  it('works with a zero subsidised rate: the instalment is the loan over the instalments, with no interest', () => {
    const risultato = esl({
      ...base,
      importoFinanziamento: '120000',
      tassoAgevolato: '0',
      durataAnni: 3,
      preammortamentoAnni: 0,
      rateAnnue: 4,
    });
    expect(risultato.periodi).toHaveLength(12);
    for (const { agevolato } of risultato.periodi) {
      expect(agevolato.rata.eq(10_000)).toBe(true);
      expect(agevolato.interessi.isZero()).toBe(true);
    }
    expect(risultato.periodi.map((p) => p.agevolato.debitoResiduo.toNumber())).toEqual(
      Array.from({ length: 12 }, (_, k) => 110_000 - k * 10_000),
    );
    expect(risultato.eslTotale.gt(0)).toBe(true);
  });

  it('amortises from the first instalment when there is no grace period', () => {
    const risultato = esl({ ...base, preammortamentoAnni: '0' });
    expect(risultato.periodi).toHaveLength(20);
    const prima = risultato.periodi[0];
    expect(prima.agevolato.quotaCapitale.gt(0)).toBe(true);
    expect(prima.riferimento.quotaCapitale.gt(0)).toBe(true);
    for (const periodo of risultato.periodi)
      expect(periodo.agevolato.rata.toFixed(20)).toBe(prima.agevolato.rata.toFixed(20));
  });

  it('handles a loan repaid in one instalment', () => {
    const risultato = esl({
      investimentoAmmissibile: '200000',
      contributoCapitale: '0',
      importoFinanziamento: '100000',
      tassoAgevolato: '1',
      tassoRiferimento: '4',
      tassoAttualizzazione: '2',
      durataAnni: 1,
      preammortamentoAnni: 0,
      rateAnnue: 1,
    });
    expect(risultato.periodi).toHaveLength(1);
    const [unica] = risultato.periodi;
    expect(unica.mesi).toBe(12);
    expect(unica.agevolato.rata.eq(101_000)).toBe(true);
    expect(unica.riferimento.rata.eq(104_000)).toBe(true);
    expect(unica.risparmio.eq(3_000)).toBe(true);
    expect(unica.fattoreSconto.toFixed(10)).toBe('0.9803921569');
    expect(risultato.eslTotale.toFixed(2)).toBe('2941.18');
    expect(risultato.eslPercentuale.toFixed(2)).toBe('1.47');
  });

  it('is the capital grant alone when the subsidised rate equals the reference rate', () => {
    const risultato = esl({
      ...ESEMPIO,
      investimentoAmmissibile: '750000',
      contributoCapitale: '123456.78',
      tassoAgevolato: '3.5',
    });
    expect(risultato.eslFinanziamento.isZero()).toBe(true);
    expect(risultato.eslTotale.toFixed(2)).toBe('123456.78');
    expect(risultato.eslPercentuale.toFixed(2)).toBe('16.46');
  });

  it('is the capital grant alone without a loan', () => {
    const risultato = esl({ ...ESEMPIO, importoFinanziamento: '0' });
    expect(risultato.eslFinanziamento.isZero()).toBe(true);
    expect(risultato.eslTotale.toFixed(2)).toBe('200000.00');
    expect(risultato.eslPercentuale.toFixed(2)).toBe('20.00');
  });

  it('rounds half up, and only at the end', () => {
    const risultato = esl({
      ...ESEMPIO,
      investimentoAmmissibile: '1000',
      contributoCapitale: '0.05',
      importoFinanziamento: '0',
    });
    expect(risultato.eslPercentuale.toFixed(2)).toBe('0.01');
  });

  it('does not discount when the discount rate is zero', () => {
    const risultato = esl({ ...ESEMPIO, tassoAttualizzazione: '0' });
    for (const periodo of risultato.periodi) expect(periodo.fattoreSconto.eq(1)).toBe(true);
    expect(risultato.eslFinanziamento.toFixed(2)).toBe('96905.29');
  });

  it('reads numbers and decimal texts alike, with no floating point in between', () => {
    const daNumeri = esl({
      ...ESEMPIO,
      investimentoAmmissibile: 1_000_000,
      contributoCapitale: 200_000,
      tassoAgevolato: 0.5,
      tassoRiferimento: 3.5,
    });
    const daTesti = esl({ ...ESEMPIO, investimentoAmmissibile: ' 1000000.00 ' });
    expect(daNumeri.eslTotale.toFixed(2)).toBe('282766.20');
    expect(daTesti.eslTotale.toFixed(2)).toBe('282766.20');
    expect(esl({ ...ESEMPIO, tassoAgevolato: 0.3 }).periodi[0].agevolato.interessi.toFixed(30)).toBe(
      `750.${'0'.repeat(30)}`,
    );
  });
});
