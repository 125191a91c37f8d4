import type { Validator } from 'react-admin';
import { isCodiceCor, isCodiceCup } from '../../contract/validators/codici-progetto';
import { erroreData, giornoInItalia, type FattiDellaData, type RegolaData } from '../../contract/validators/date-vere';
import type { AnyField } from './types';

type Format = NonNullable<AnyField['format']>;

/** Looser than the server's `email` format on purpose: the server has the last word, with its own message. */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fiscal code's check rules load with the first form that checks one, not with the portal's first screen. */
const isCodiceFiscale = async (value: string) =>
  (await import('../../contract/validators/codice-fiscale')).isCodiceFiscale(value);

/** The contract's rules with the catalogue keys of their refusals; the CUP typed in capitals whatever the keyboard. */
const FORMATS: Readonly<
  Record<
    Format,
    {
      readonly valid: (value: string) => boolean | Promise<boolean>;
      readonly message: string;
      readonly upperCase?: boolean;
    }
  >
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

/** react-admin awaits a validator's promise: the fiscal code's answer may come a moment later. */
export const formatValidator =
  (format: Format): Validator =>
  (value: unknown) => {
    if (value == null || value === '') return undefined;
    const { valid, message } = FORMATS[format];
    const esito = valid(String(value));
    return typeof esito === 'boolean' ? (esito ? undefined : message) : esito.then((ok) => (ok ? undefined : message));
  };

export const formatParse = (format: Format) =>
  FORMATS[format].upperCase ? (value: string) => value.toUpperCase() : undefined;

/**
 * The server's rule of a date that cannot be true, in its own words, against today in Italy; the facts of the record
 * (the forwarding, the ranking's finalisation) where the form knows them. An empty field is `required`'s matter.
 */
export const dataVera =
  (regola: RegolaData, fatti: Omit<FattiDellaData, 'oggi'> = {}): Validator =>
  (value: unknown) =>
    value == null || value === ''
      ? undefined
      : erroreData(regola, String(value), { ...fatti, oggi: giornoInItalia(new Date()) });
