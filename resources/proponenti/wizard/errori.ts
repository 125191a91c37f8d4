import { HttpError } from 'react-admin';
import { errorMessage } from '../../../src/engine/actions/errorMessage';

/** Client validation refused the step: the fields say why. */
export class DatiNonValidi extends Error {
  constructor() {
    super('Dati non validi: controlla i campi indicati');
    this.name = 'DatiNonValidi';
  }
}

/** The server's field errors of a refused save (`{ field: text, root: { serverError } }`, see dataProvider/errors.ts). */
export function erroriDeiCampi(error: unknown): Record<string, unknown> | undefined {
  const errors: unknown = error instanceof HttpError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : undefined;
}

/**
 * The toast of a failed step, unless the form already says it: react-admin notifies an invalid form, with the
 * server's message when the server refused fields.
 */
export const messaggioDaNotificare = (error: unknown): string | undefined =>
  error instanceof DatiNonValidi || erroriDeiCampi(error) ? undefined : errorMessage(error);
