import type { Validator } from 'react-admin';
import { isCodiceCor, isCodiceCup } from '../../server/src/domain/codici-progetto';
import type { AnyField } from './types';

type Format = NonNullable<AnyField['format']>;

/** The server's rules with the words a person reads; the CUP is typed in capitals whatever the keyboard does. */
const FORMATS: Readonly<Record<Format, { readonly valid: (value: string) => boolean; readonly message: string; readonly upperCase?: boolean }>> = {
  codiceCup: { valid: isCodiceCup, message: 'Il CUP deve avere 15 caratteri, lettere maiuscole e cifre', upperCase: true },
  codiceCor: { valid: isCodiceCor, message: 'Il COR deve contenere solo cifre (al massimo 12)' },
};

export const formatValidator = (format: Format): Validator => (value: unknown) =>
  value == null || value === '' || FORMATS[format].valid(String(value)) ? undefined : FORMATS[format].message;

export const formatParse = (format: Format) =>
  FORMATS[format].upperCase ? (value: string) => value.toUpperCase() : undefined;
