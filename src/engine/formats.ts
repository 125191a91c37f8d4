import type { Validator } from 'react-admin';
import { isCodiceCor, isCodiceCup } from '../../contract/validators/codici-progetto';
import { isCodiceFiscale } from '../../contract/validators/codice-fiscale';
import type { AnyField } from './types';

type Format = NonNullable<AnyField['format']>;

/** Looser than the server's `email` format on purpose: the server has the last word, with its own message. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contract's rules with the catalogue keys of their refusals; the CUP typed in capitals whatever the keyboard. */
const FORMATS: Readonly<
  Record<Format, { readonly valid: (value: string) => boolean; readonly message: string; readonly upperCase?: boolean }>
> = {
  codiceCup: {
    valid: isCodiceCup,
    message: 'portale.formats.cup',
    upperCase: true,
  },
  codiceCor: { valid: isCodiceCor, message: 'portale.formats.cor' },
  email: { valid: (value) => EMAIL.test(value), message: 'portale.formats.email' },
  codiceFiscale: { valid: isCodiceFiscale, message: 'portale.formats.codice_fiscale' },
};

export const formatValidator =
  (format: Format): Validator =>
  (value: unknown) =>
    value == null || value === '' || FORMATS[format].valid(String(value)) ? undefined : FORMATS[format].message;

export const formatParse = (format: Format) =>
  FORMATS[format].upperCase ? (value: string) => value.toUpperCase() : undefined;
