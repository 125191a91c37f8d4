import { HttpError } from 'react-admin';

/**
 * The field errors of a refused save as the data provider shaped them (`{ campo: testo, root: { serverError } }`), if
 * the server gave any: a form's onSubmit answers them, react-admin marks the fields and toasts the server's message.
 */
export function erroriDeiCampi(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  return errors && typeof errors === 'object' ? errors : undefined;
}
