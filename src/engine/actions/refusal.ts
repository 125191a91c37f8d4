import { HttpError } from 'react-admin';
import { serverFieldErrors } from '../forms/serverErrors';
import { errorMessage } from './errorMessage';

/** A refusal as a dialog shows it: the server's sentence, and the items it lists, one per line. */
export interface Refusal {
  readonly message: string;
  readonly items: readonly string[];
}

/** The server refused because the record is no longer in the state the page shows (or lacks what the action needs). */
export const isConflict = (error: unknown): boolean => error instanceof HttpError && error.status === 409;

/**
 * What the server said when it refused an action the form cannot mark on its fields (a 409, a field the form lacks).
 * Its list of what is missing comes as field errors, or as the items of its sentence ("…: «a»; «b».", the way the
 * server words a list): each becomes an item the person can tick off.
 */
export function refusalOf(error: unknown, onOtherFields: readonly string[] = []): Refusal {
  const message = errorMessage(error);
  const listed = isConflict(error) ? listedErrors(error as HttpError) : [];
  if (onOtherFields.length > 0 || listed.length > 0) return { message, items: [...onOtherFields, ...listed] };
  const colon = message.indexOf(': ');
  const rest = colon < 0 ? '' : message.slice(colon + 2).replace(/\.$/, '');
  if (!rest.includes('; ')) return { message, items: [] };
  return { message: message.slice(0, colon + 1), items: rest.split('; ') };
}

const listedErrors = (error: HttpError): string[] => {
  const { root: _root, ...byField } = serverFieldErrors(error) ?? {};
  return Object.values(byField).map(String);
};
