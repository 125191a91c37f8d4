import { describe, expect, it } from 'vitest';
import {
  punteggioTotale,
  valutati,
  type ValoreScelto,
} from '../../../resources/domande/dettaglio/valutazione/punteggi';

const domanda = (idParametro: number, valore: number | null): ValoreScelto => ({
  idParametro,
  livello: 'DOMANDA',
  valore,
});
const beneficiario = (idParametro: number, valore: number | null): ValoreScelto => ({
  idParametro,
  livello: 'BENEFICIARIO',
  valore,
});

describe("an application's running score (docs/graduatoria.md)", () => {
  it('adds the programme-level scores and the mean of each beneficiary-level parameter', () => {
    // 30 + 15 + mean(10, 5) + mean(5, 5) = 30 + 15 + 7.5 + 5
    expect(
      punteggioTotale([
        domanda(1, 30),
        domanda(2, 15),
        beneficiario(3, 10),
        beneficiario(3, 5),
        beneficiario(4, 5),
        beneficiario(4, 5),
      ]),
    ).toBe(57.5);
  });

  it('rounds each mean to 2 decimals half up', () => {
    // mean(10, 10, 5) = 8.333… → 8.33; mean(2.5, 5, 5) = 4.1666… → 4.17; mean(0.01, 0.02) = 0.015 → 0.02
    expect(punteggioTotale([beneficiario(1, 10), beneficiario(1, 10), beneficiario(1, 5)])).toBe(8.33);
    expect(punteggioTotale([beneficiario(2, 2.5), beneficiario(2, 5), beneficiario(2, 5)])).toBe(4.17);
    expect(punteggioTotale([beneficiario(3, 0.01), beneficiario(3, 0.02)])).toBe(0.02);
  });

  it('counts only what is scored, and says how many are', () => {
    const valori = [domanda(1, 20), domanda(2, null), beneficiario(3, 10), beneficiario(3, null)];
    expect(punteggioTotale(valori)).toBe(30);
    expect(valutati(valori)).toBe(2);
  });
});
