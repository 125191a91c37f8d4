import { computeEsl, type Esl, type EslInput } from '../../../server/src/domain/esl';

/** The worked example of docs/esl.md. */
export const ESEMPIO = {
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

/** The result of valid input; throws with the refusal otherwise. */
export function esl(input: EslInput): Esl {
  const result = computeEsl(input);
  if (!result.ok) throw new Error(`Dati rifiutati: ${JSON.stringify(result.errors)}`);
  return result.esl;
}

export function errori(input: EslInput) {
  const result = computeEsl(input);
  if (result.ok) throw new Error('I dati dovevano essere rifiutati');
  return result.errors;
}
