import type { FieldErrors } from '../http/errors';

/** Why an action may not run now: the 409's sentence and, when it lists what to complete, its items. */
export interface Rifiuto {
  readonly messaggio: string;
  readonly errori?: FieldErrors;
}

/** A refusal listing what to complete, or none when nothing is missing. */
export const elencoDi = (premessa: string, errori: FieldErrors): Rifiuto | undefined => {
  const elenco = Object.values(errori);
  return elenco.length > 0 ? { messaggio: `${premessa}: ${elenco.join('; ')}.`, errori } : undefined;
};
