import { expect } from 'vitest';

/** Exact fractions over BigInt: the test's own arithmetic, independent of decimal.js and of the module. */
export class Fraction {
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

export interface Caso {
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
export function riferimentoEsatto(caso: Caso) {
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

export function casiCasuali(quanti: number, seed: number): Caso[] {
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
