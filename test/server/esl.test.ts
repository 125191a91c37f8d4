import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeEsl, type Esl, type EslInput } from '../../server/src/domain/esl';

const ESEMPIO = {
  investimentoAmmissibile: '1000000',
  contributoCapitale: '200000',
  importoFinanziamento: '500000',
  tassoAgevolato: '0.5',
  tassoRiferimento: '3.5',
  tassoAttualizzazione: '3.5',
  durataAnni: '10',
  preammortamentoAnni: '2',
  rateAnnue: '2',
} as const satisfies EslInput;

function esl(input: EslInput): Esl {
  const result = computeEsl(input);
  if (!result.ok) throw new Error(`Dati rifiutati: ${JSON.stringify(result.errors)}`);
  return result.esl;
}

function errori(input: EslInput) {
  const result = computeEsl(input);
  if (result.ok) throw new Error('I dati dovevano essere rifiutati');
  return result.errors;
}

/** Italian display used by the docs: 1.234,56. */
function italiano(value: { toFixed(decimals: number): string }, decimals = 2): string {
  const [intero, decimale] = value.toFixed(decimals).split('.');
  return `${intero.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimale}`;
}

/** Body rows (cells) of the first markdown table after a heading of docs/esl.md. */
function tabella(heading: string): string[][] {
  const doc = readFileSync(new URL('../../docs/esl.md', import.meta.url), 'utf8');
  const lines = doc.slice(doc.indexOf(`\n### ${heading}\n`)).split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

describe('ESL: the worked example of docs/esl.md', () => {
  const risultato = esl(ESEMPIO);
  const somma = (valori: Esl['eslTotale'][]) => valori.reduce((a, b) => a.plus(b));

  it('gives the headline figures', () => {
    expect(risultato.eslFinanziamento.toFixed(2)).toBe('82766.20');
    expect(risultato.eslTotale.toFixed(2)).toBe('282766.20');
    expect(risultato.eslPercentuale.toFixed(2)).toBe('28.28');
    expect(risultato.periodi).toHaveLength(20);
    expect(risultato.periodi[4].agevolato.rata.toFixed(4)).toBe('31918.2076');
    expect(risultato.periodi[4].riferimento.rata.toFixed(4)).toBe('36099.7882');
  });

  it.each([
    ['Piano agevolato (0,5%)', 'agevolato'],
    ['Piano di riferimento (3,5%)', 'riferimento'],
  ] as const)('reproduces every figure of the table "%s"', (heading, piano) => {
    const attese = risultato.periodi.map((periodo) => {
      const { rata, interessi, quotaCapitale, debitoResiduo } = periodo[piano];
      return [
        String(periodo.periodo),
        String(periodo.mesi),
        ...[rata, interessi, quotaCapitale, debitoResiduo].map((v) => italiano(v)),
      ];
    });
    expect(tabella(heading)).toEqual(attese);
  });

  it('reproduces every figure of the discounting table', () => {
    const attese = risultato.periodi.map((periodo) => [
      String(periodo.periodo),
      italiano(periodo.riferimento.rata),
      italiano(periodo.agevolato.rata),
      italiano(periodo.risparmio),
      italiano(periodo.fattoreSconto, 8),
      italiano(periodo.risparmioAttualizzato),
    ]);
    expect(tabella('Risparmi attualizzati')).toEqual(attese);
  });

  it('reproduces the result table', () => {
    const valori = Object.fromEntries(
      tabella('Risultato').map(([voce, valore]) => [voce.replaceAll('**', ''), valore.replaceAll('**', '')]),
    );
    const interessiDiRiferimento = somma(risultato.periodi.map((p) => p.riferimento.interessi));
    expect(valori).toEqual({
      'interessi del piano agevolato': `${italiano(somma(risultato.periodi.map((p) => p.agevolato.interessi)))} €`,
      'interessi del piano di riferimento': `${italiano(interessiDiRiferimento)} €`,
      'somma dei risparmi (interessi risparmiati)': `${italiano(somma(risultato.periodi.map((p) => p.risparmio)))} €`,
      'ESL del finanziamento': `${italiano(risultato.eslFinanziamento)} €`,
      'contributo in conto capitale': '200.000,00 €',
      'ESL totale': `${italiano(risultato.eslTotale)} €`,
      "ESL in percentuale dell'investimento ammissibile": `${italiano(risultato.eslPercentuale)}%`,
    });
  });

  it('keeps the meaning the docs state: the savings add up to the interest saved, both plans repay the loan', () => {
    const interessiRisparmiati = somma(
      risultato.periodi.map((p) => p.riferimento.interessi.minus(p.agevolato.interessi)),
    );
    expect(somma(risultato.periodi.map((p) => p.risparmio)).toFixed(30)).toBe(interessiRisparmiati.toFixed(30));
    for (const piano of ['agevolato', 'riferimento'] as const) {
      expect(somma(risultato.periodi.map((p) => p[piano].quotaCapitale)).toFixed(30)).toBe(`500000.${'0'.repeat(30)}`);
      expect(risultato.periodi.at(-1)?.[piano].debitoResiduo.isZero()).toBe(true);
    }
  });
});

/** Exact fractions over BigInt: the test's own arithmetic, independent of decimal.js and of the module. */
class Fraction {
  readonly n: bigint;
  readonly d: bigint;

  constructor(n: bigint, d = 1n) {
    const sign = d < 0n ? -1n : 1n;
    const g = gcd(n < 0n ? -n : n, d < 0n ? -d : d);
    this.n = (sign * n) / g;
    this.d = (sign * d) / g;
  }

  static of(decimal: string | number): Fraction {
    const [intero, decimali = ''] = String(decimal).split('.');
    return new Fraction(BigInt(intero + decimali), 10n ** BigInt(decimali.length));
  }

  plus(o: Fraction) {
    return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  minus(o: Fraction) {
    return new Fraction(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Fraction) {
    return new Fraction(this.n * o.n, this.d * o.d);
  }
  div(o: Fraction) {
    return new Fraction(this.n * o.d, this.d * o.n);
  }
  pow(k: number) {
    return new Fraction(this.n ** BigInt(k), this.d ** BigInt(k));
  }

  /** Rounded half away from zero, written like Decimal#toFixed. */
  toFixed(decimals: number): string {
    const scale = 10n ** BigInt(decimals);
    const abs = this.n < 0n ? -this.n : this.n;
    const units = (abs * scale * 2n + this.d) / (2n * this.d);
    const fraction = decimals > 0 ? `.${String(units % scale).padStart(decimals, '0')}` : '';
    return `${this.n < 0n && units !== 0n ? '-' : ''}${units / scale}${fraction}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? (a === 0n ? 1n : a) : gcd(b, a % b);
}

interface Caso {
  investimentoAmmissibile: string;
  contributoCapitale: string;
  importoFinanziamento: string;
  tassoAgevolato: string;
  tassoRiferimento: string;
  tassoAttualizzazione: string;
  durataAnni: number;
  preammortamentoAnni: number;
  rateAnnue: 1 | 2 | 4 | 12;
}

const ONE = new Fraction(1n);

/** Straight from the definition: two annuity plans, the difference of instalments, discounted per period. */
function riferimentoEsatto(caso: Caso) {
  const m = BigInt(caso.rateAnnue);
  const n = caso.durataAnni * caso.rateAnnue;
  const p = caso.preammortamentoAnni * caso.rateAnnue;
  const L = Fraction.of(caso.importoFinanziamento);
  const rate = (tassoAnnuo: string): Fraction[] => {
    const j = Fraction.of(tassoAnnuo).div(new Fraction(100n * m));
    const growth = ONE.plus(j).pow(n - p);
    const annuity = j.n === 0n ? L.div(new Fraction(BigInt(n - p))) : L.mul(j).mul(growth).div(growth.minus(ONE));
    const instalments: Fraction[] = [];
    let debt = L;
    for (let k = 1; k <= n; k++) {
      const interest = debt.mul(j);
      const instalment = k <= p ? interest : annuity;
      debt = debt.plus(interest).minus(instalment);
      instalments.push(instalment);
    }
    expect(debt.n).toBe(0n);
    return instalments;
  };
  const agevolate = rate(caso.tassoAgevolato);
  const riferimento = rate(caso.tassoRiferimento);
  const sconto = ONE.plus(Fraction.of(caso.tassoAttualizzazione).div(new Fraction(100n * m)));
  const fattori = agevolate.map((_, k) => ONE.div(sconto.pow(k + 1)));
  const attualizzati = riferimento.map((rata, k) => rata.minus(agevolate[k]).mul(fattori[k]));
  const eslFinanziamento = attualizzati.reduce((a, b) => a.plus(b), new Fraction(0n));
  const totale = eslFinanziamento.plus(Fraction.of(caso.contributoCapitale));
  const valoreAttualeAgevolate = agevolate.reduce((a, rata, k) => a.plus(rata.mul(fattori[k])), new Fraction(0n));
  return {
    agevolate,
    riferimento,
    attualizzati,
    eslFinanziamento,
    eslTotale: totale.toFixed(2),
    eslPercentuale: totale.mul(new Fraction(100n)).div(Fraction.of(caso.investimentoAmmissibile)).toFixed(2),
    prestitoMenoValoreAttualeAgevolate: L.minus(valoreAttualeAgevolate),
  };
}

/** mulberry32: the same cases on every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
}

function casiCasuali(quanti: number, seed: number): Caso[] {
  const between = seeded(seed);
  const euro = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const percento = (millesimi: number) =>
    `${Math.floor(millesimi / 1000)}.${String(millesimi % 1000).padStart(3, '0')}`;
  return Array.from({ length: quanti }, () => {
    const investimento = between(1_000_000, 500_000_000);
    const finanziamento = between(0, investimento);
    const riferimento = between(100, 9000);
    const durataAnni = between(1, 15);
    return {
      investimentoAmmissibile: euro(investimento),
      contributoCapitale: euro(between(0, investimento - finanziamento)),
      importoFinanziamento: euro(finanziamento),
      tassoAgevolato: percento(between(0, riferimento)),
      tassoRiferimento: percento(riferimento),
      tassoAttualizzazione: percento(between(0, 9000)),
      durataAnni,
      preammortamentoAnni: between(0, durataAnni - 1),
      rateAnnue: ([1, 2, 4, 12] as const)[between(0, 3)],
    };
  });
}

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
