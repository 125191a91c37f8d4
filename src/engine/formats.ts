import type { Validator } from 'react-admin';
import { isCodiceCor, isCodiceCup } from '../../contract/validators/codici-progetto';
import type { AnyField } from './types';

type Format = NonNullable<AnyField['format']>;

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
};

export const formatValidator =
  (format: Format): Validator =>
  (value: unknown) =>
    value == null || value === '' || FORMATS[format].valid(String(value)) ? undefined : FORMATS[format].message;

export const formatParse = (format: Format) =>
  FORMATS[format].upperCase ? (value: string) => value.toUpperCase() : undefined;
