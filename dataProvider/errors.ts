import { HttpError } from 'ra-core';
import { portaleItalian } from '../i18n/portale.it';

export const DEFAULT_ERROR_MESSAGE = portaleItalian.portale.errors.application;

type FieldErrors = { [field: string]: string | FieldErrors };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Shapes server field errors as react-admin's setSubmissionErrors reads them: one text per (nested) field. */
function toFieldErrors(errors: Record<string, unknown>): FieldErrors {
  const entries = Object.entries(errors).flatMap(([field, error]): [string, string | FieldErrors][] => {
    if (typeof error === 'string') return [[field, error]];
    if (Array.isArray(error)) return [[field, error.map(String).join(' ')]];
    if (isPlainObject(error)) return [[field, toFieldErrors(error)]];
    return [];
  });
  return Object.fromEntries(entries);
}

/**
 * The error of a failed answer (`{ message, errors? }`). With field errors, `root.serverError` carries the
 * message so the form's "invalid" notification shows the server's own words.
 */
export async function httpErrorFrom(response: Response): Promise<HttpError> {
  // Download answers are blobs; text() reads any body, so a JSON error inside a blob is parsed here too.
  const body = parseJson(await response.text());
  if (!isPlainObject(body)) return new HttpError(DEFAULT_ERROR_MESSAGE, response.status, null);
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : DEFAULT_ERROR_MESSAGE;
  if (!isPlainObject(body.errors)) return new HttpError(message, response.status, body);
  const errors = { ...toFieldErrors(body.errors), root: { serverError: message } };
  return new HttpError(message, response.status, { ...body, errors });
}

/** A request that never got an answer (network down, server unreachable). */
export function networkError(cause: unknown): HttpError {
  return Object.assign(new HttpError(DEFAULT_ERROR_MESSAGE, 0, null), { cause });
}

export class RequiredParameterError extends Error {
  constructor(
    readonly parameter: string,
    readonly operationId: string,
  ) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operationId}`);
    this.name = 'RequiredParameterError';
  }
}
