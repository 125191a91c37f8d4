import { HttpError } from 'react-admin';

/**
 * The field errors of a refused save, as the data provider shapes them (`{ field: text, root: { serverError } }`,
 * dataProvider/errors.ts), if the server gave any.
 */
export function serverFieldErrors(error: unknown): Record<string, unknown> | undefined {
  const errors: unknown = error instanceof HttpError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : undefined;
}

export interface ServerErrorsOnForm {
  /** For the form's onSubmit: react-admin marks these fields and toasts `root.serverError` (the server's message). */
  readonly form: Record<string, unknown>;
  /** Texts of errors on fields the form lacks (the list as a whole, say), also joined to the message. */
  readonly others: readonly string[];
}

/**
 * The server's field errors of a refused save mapped onto a form. Only the form's own fields go back to it: an error
 * on a field it lacks would block every later submit.
 */
export function serverErrorsOnForm(error: unknown, inForm: (field: string) => boolean): ServerErrorsOnForm | undefined {
  const errors = serverFieldErrors(error);
  if (!errors || !(error instanceof HttpError)) return undefined;
  const { root, ...byField } = errors;
  const others = Object.entries(byField).flatMap(([field, text]) => (inForm(field) ? [] : [String(text)]));
  const form = Object.fromEntries(Object.entries(byField).filter(([field]) => inForm(field)));
  return {
    form: { ...form, root: { ...(root as object), serverError: [error.message, ...others].join(' ') } },
    others,
  };
}

/** The form's fields, for `serverErrorsOnForm`. */
export const among = (fields: readonly string[]) => (field: string) => fields.includes(field);
