import { HttpError } from 'react-admin';

export interface ErroriDelServer {
  /** For the form's onSubmit: react-admin marks these fields and toasts `root.serverError` (the server's message). */
  readonly form: Record<string, unknown>;
  /** Texts of errors on fields the form lacks (the list as a whole, say), also joined to the message. */
  readonly altri: readonly string[];
}

/**
 * The field errors of a refused save, as the data provider shaped them, if the server gave any. Only the form's own
 * fields go back to it: an error on a field it lacks would block every later submit.
 */
export function erroriDelServer(error: unknown, delModulo: (campo: string) => boolean): ErroriDelServer | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const { root, ...perCampo } = errors;
  const altri = Object.entries(perCampo).flatMap(([campo, testo]) => (delModulo(campo) ? [] : [String(testo)]));
  const form = Object.fromEntries(Object.entries(perCampo).filter(([campo]) => delModulo(campo)));
  return { form: { ...form, root: { ...(root as object), serverError: [error.message, ...altri].join(' ') } }, altri };
}

export const tra = (campi: readonly string[]) => (campo: string) => campi.includes(campo);
