import { errorMessage } from '../../../src/engine/actions/errorMessage';
import { serverFieldErrors } from '../../../src/engine/forms/serverErrors';

/** Client validation refused the step: the fields say why. */
export class DatiNonValidi extends Error {
  constructor() {
    super('portale.proponenti.invalid');
    this.name = 'DatiNonValidi';
  }
}

/**
 * The toast of a failed step, unless the form already says it: react-admin notifies an invalid form, with the
 * server's message when the server refused fields.
 */
export const messaggioDaNotificare = (error: unknown): string | undefined =>
  error instanceof DatiNonValidi || serverFieldErrors(error) ? undefined : errorMessage(error);
