import { Decimal } from './decimal';

/** One instalment of an amortisation plan; `debitoResiduo` is what is still owed after it. */
export interface RataPiano {
  readonly rata: Decimal;
  readonly interessi: Decimal;
  readonly quotaCapitale: Decimal;
  readonly debitoResiduo: Decimal;
}

/**
 * French amortisation with pre-amortisation: the first `periodiPreammortamento` instalments are interest only, the
 * others are constant and repay `importo` by the last of `periodiTotali`. `tassoPeriodale` is a fraction per period.
 */
export function pianoAmmortamento(
  importo: Decimal,
  tassoPeriodale: Decimal,
  periodiPreammortamento: number,
  periodiTotali: number,
): RataPiano[] {
  const rataCostante = rataFrancese(importo, tassoPeriodale, periodiTotali - periodiPreammortamento);
  const piano: RataPiano[] = [];
  let debitoResiduo = importo;
  for (let periodo = 1; periodo <= periodiTotali; periodo++) {
    const interessi = debitoResiduo.mul(tassoPeriodale);
    let quotaCapitale = new Decimal(0);
    // The last instalment takes exactly what is left: the constant one, exact to 50 digits, would leave dust.
    if (periodo === periodiTotali) quotaCapitale = debitoResiduo;
    else if (periodo > periodiPreammortamento) quotaCapitale = rataCostante.minus(interessi);
    debitoResiduo = debitoResiduo.minus(quotaCapitale);
    piano.push({ rata: interessi.plus(quotaCapitale), interessi, quotaCapitale, debitoResiduo });
  }
  return piano;
}

function rataFrancese(importo: Decimal, tassoPeriodale: Decimal, rate: number): Decimal {
  if (tassoPeriodale.isZero()) return importo.div(rate);
  return importo.mul(tassoPeriodale).div(new Decimal(1).minus(tassoPeriodale.plus(1).pow(-rate)));
}
