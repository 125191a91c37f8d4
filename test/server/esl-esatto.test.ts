import { describe, expect, it } from 'vitest';
import { ESEMPIO, esl } from './support/esl';
import { casiCasuali, riferimentoEsatto, type Caso } from './support/esl-esatto';

describe('ESL against an independent exact computation', () => {
  const casi: Caso[] = [
    { ...ESEMPIO, durataAnni: 10, preammortamentoAnni: 2, rateAnnue: 2 },
    ...casiCasuali(12, 20_240_601),
  ];

  it.each(casi.map((caso, index) => [index, caso] as const))(
    'case %i agrees to the cent, instalment by instalment',
    (_, caso) => {
      const atteso = riferimentoEsatto(caso);
      const calcolato = esl(caso);
      expect(calcolato.periodi.map((p) => p.agevolato.rata.toFixed(2))).toEqual(
        atteso.agevolate.map((f) => f.toFixed(2)),
      );
      expect(calcolato.periodi.map((p) => p.riferimento.rata.toFixed(2))).toEqual(
        atteso.riferimento.map((f) => f.toFixed(2)),
      );
      expect(calcolato.periodi.map((p) => p.risparmioAttualizzato.toFixed(2))).toEqual(
        atteso.attualizzati.map((f) => f.toFixed(2)),
      );
      expect(calcolato.eslTotale.toFixed(2)).toBe(atteso.eslTotale);
      expect(calcolato.eslPercentuale.toFixed(2)).toBe(atteso.eslPercentuale);
    },
  );

  it('is the loan minus the present value of the subsidised instalments, discounted at the reference rate', () => {
    for (const caso of casiCasuali(4, 7).map((c) => ({ ...c, tassoAttualizzazione: c.tassoRiferimento }))) {
      const atteso = riferimentoEsatto(caso);
      expect(atteso.eslFinanziamento).toEqual(atteso.prestitoMenoValoreAttualeAgevolate);
      expect(esl(caso).eslFinanziamento.toFixed(20)).toBe(atteso.eslFinanziamento.toFixed(20));
    }
  });
});
