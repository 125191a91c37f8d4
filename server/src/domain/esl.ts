import { Decimal, roundToCents } from './decimal';
import { parseEslInput, type EslErrors, type EslInput, type EslParameters } from './esl-input';
import { pianoAmmortamento, type RataPiano } from './piano-ammortamento';

export type { EslErrors, EslField, EslInput } from './esl-input';
export type { RataPiano } from './piano-ammortamento';

/** One instalment date of both plans: `mesi` counts months from the disbursement, the origin of discounting. */
export interface PeriodoEsl {
  readonly periodo: number;
  readonly mesi: number;
  readonly agevolato: RataPiano;
  readonly riferimento: RataPiano;
  /** Instalment at the reference rate minus the subsidised instalment. */
  readonly risparmio: Decimal;
  readonly fattoreSconto: Decimal;
  readonly risparmioAttualizzato: Decimal;
}

/** Figures at full precision, except `eslTotale` (euro) and `eslPercentuale`, rounded half-up to 2 decimals. */
export interface Esl {
  readonly periodi: readonly PeriodoEsl[];
  readonly eslFinanziamento: Decimal;
  readonly eslTotale: Decimal;
  readonly eslPercentuale: Decimal;
}

export type EslResult = { ok: true; esl: Esl } | { ok: false; errors: EslErrors };

/** A beneficiary's gross grant equivalent (ESL); the method and a worked example are in docs/esl.md. */
export function computeEsl(input: EslInput): EslResult {
  const parsed = parseEslInput(input);
  return parsed.ok ? { ok: true, esl: esl(parsed.value) } : parsed;
}

function esl(parameters: EslParameters): Esl {
  const { importoFinanziamento, rateAnnue, periodiTotali, periodiPreammortamento } = parameters;
  const tassoPeriodale = (tassoAnnuo: Decimal) => tassoAnnuo.div(100).div(rateAnnue);
  const piano = (tassoAnnuo: Decimal) =>
    pianoAmmortamento(importoFinanziamento, tassoPeriodale(tassoAnnuo), periodiPreammortamento, periodiTotali);
  const agevolato = piano(parameters.tassoAgevolato);
  const riferimento = piano(parameters.tassoRiferimento);
  const sconto = tassoPeriodale(parameters.tassoAttualizzazione).plus(1);

  const periodi = agevolato.map((rataAgevolata, index): PeriodoEsl => {
    const periodo = index + 1;
    const risparmio = riferimento[index].rata.minus(rataAgevolata.rata);
    const fattoreSconto = sconto.pow(-periodo);
    return {
      periodo,
      mesi: (periodo * 12) / rateAnnue,
      agevolato: rataAgevolata,
      riferimento: riferimento[index],
      risparmio,
      fattoreSconto,
      risparmioAttualizzato: risparmio.mul(fattoreSconto),
    };
  });
  const eslFinanziamento = Decimal.sum(0, ...periodi.map((periodo) => periodo.risparmioAttualizzato));
  const esl = eslFinanziamento.plus(parameters.contributoCapitale);
  return {
    periodi,
    eslFinanziamento,
    eslTotale: roundToCents(esl),
    eslPercentuale: roundToCents(esl.div(parameters.investimentoAmmissibile).mul(100)),
  };
}
