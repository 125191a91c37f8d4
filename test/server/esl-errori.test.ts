import { describe, expect, it } from 'vitest';
import { ESEMPIO, errori, esl } from './support/esl';

describe('ESL input errors, per field and in Italian', () => {
  it('names every missing field', () => {
    expect(errori({})).toEqual({
      investimentoAmmissibile: "Indicare l'investimento ammissibile",
      contributoCapitale: 'Indicare il contributo in conto capitale',
      importoFinanziamento: "Indicare l'importo del finanziamento agevolato",
      tassoAgevolato: 'Indicare il tasso agevolato',
      tassoRiferimento: 'Indicare il tasso di riferimento',
      tassoAttualizzazione: 'Indicare il tasso di attualizzazione',
      durataAnni: 'Indicare la durata',
      preammortamentoAnni: 'Indicare il periodo di preammortamento',
      rateAnnue: 'Indicare il numero di rate annue',
    });
    expect(errori({ ...ESEMPIO, contributoCapitale: null, importoFinanziamento: '  ' })).toEqual({
      contributoCapitale: 'Indicare il contributo in conto capitale',
      importoFinanziamento: "Indicare l'importo del finanziamento agevolato",
    });
  });

  it('refuses what is not a plain decimal number', () => {
    expect(
      errori({
        ...ESEMPIO,
        investimentoAmmissibile: '1.000.000,00',
        tassoAgevolato: 'zero',
        durataAnni: Number.NaN,
        rateAnnue: Infinity,
      }),
    ).toEqual({
      investimentoAmmissibile: "L'investimento ammissibile deve essere un numero",
      tassoAgevolato: 'Il tasso agevolato deve essere un numero',
      durataAnni: 'La durata deve essere un numero',
      rateAnnue: 'Il numero di rate annue deve essere un numero',
    });
  });

  it('checks amounts', () => {
    expect(
      errori({
        ...ESEMPIO,
        investimentoAmmissibile: '0',
        contributoCapitale: '-1',
        importoFinanziamento: '500000.005',
      }),
    ).toEqual({
      investimentoAmmissibile: "L'investimento ammissibile deve essere maggiore di zero",
      contributoCapitale: 'Il contributo in conto capitale non può essere negativo',
      importoFinanziamento: "L'importo del finanziamento agevolato può avere al massimo 2 decimali",
    });
  });

  it('checks rates', () => {
    expect(errori({ ...ESEMPIO, tassoRiferimento: '100.5', tassoAttualizzazione: '-0.1' })).toEqual({
      tassoRiferimento: 'Il tasso di riferimento deve essere compreso tra 0 e 100',
      tassoAttualizzazione: 'Il tasso di attualizzazione deve essere compreso tra 0 e 100',
    });
    expect(errori({ ...ESEMPIO, tassoAgevolato: '3.6' })).toEqual({
      tassoAgevolato: 'Il tasso agevolato non può superare il tasso di riferimento',
    });
  });

  it('checks the duration, the grace period and the instalments per year', () => {
    expect(errori({ ...ESEMPIO, durataAnni: 2, preammortamentoAnni: 2 })).toEqual({
      durataAnni: 'La durata deve essere maggiore del periodo di preammortamento',
    });
    expect(errori({ ...ESEMPIO, durataAnni: 0, preammortamentoAnni: 0 })).toEqual({
      durataAnni: 'La durata deve essere maggiore di zero',
    });
    expect(errori({ ...ESEMPIO, durataAnni: 51 })).toEqual({ durataAnni: 'La durata non può superare 50 anni' });
    expect(errori({ ...ESEMPIO, preammortamentoAnni: -1 })).toEqual({
      preammortamentoAnni: 'Il periodo di preammortamento non può essere negativo',
    });
    expect(errori({ ...ESEMPIO, durataAnni: '10.3', preammortamentoAnni: '0.25' })).toEqual({
      durataAnni: 'La durata deve corrispondere a un numero intero di rate',
      preammortamentoAnni: 'Il periodo di preammortamento deve corrispondere a un numero intero di rate',
    });
    expect(errori({ ...ESEMPIO, rateAnnue: 3 })).toEqual({
      rateAnnue: 'Il numero di rate annue deve essere 1, 2, 4 o 12',
    });
  });

  it('accepts a grace period of half a year with semi-annual instalments', () => {
    expect(esl({ ...ESEMPIO, durataAnni: '5.5', preammortamentoAnni: '0.5' }).periodi).toHaveLength(11);
  });
});
