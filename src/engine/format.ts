import { i18nProvider } from '../../i18n';
import { formatiItaliani } from './formatiItaliani';
import { choiceName } from './labels';
import type { AnyField } from './types';

/**
 * The value as a person reads it in lists and details. Booleans are named in the chosen language by the portal's
 * provider itself, which react-admin switches, so that this stays a plain function for every caller.
 */
export function formatValue(field: AnyField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const { currency, decimal, date, dateTime } = formatiItaliani;
  switch (field.type) {
    case 'currency':
      return currency.format(Number(value));
    case 'number':
      return decimal.format(Number(value));
    case 'percentage':
      return `${decimal.format(Number(value))} %`;
    case 'date':
      return date.format(new Date(String(value)));
    case 'datetime':
      return dateTime.format(new Date(String(value)));
    case 'boolean':
      return i18nProvider.translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'select': {
      const choice = field.choices?.find(({ id }) => id === value);
      return choice ? i18nProvider.translate(choiceName(field.source, choice)) : String(value);
    }
    default:
      return String(value);
  }
}

const campo = (type: AnyField['type']) => ({ source: 'valore', type }) as AnyField;

/** Values of one kind, as formatValue writes them: for screens that draw their own tables and texts. */
export const euro = (valore: number) => formatValue(campo('currency'), valore);
export const punti = (valore: number) => formatValue(campo('number'), valore);
export const istante = (valore: string) => formatValue(campo('datetime'), valore);
export const giorno = (valore: string) => formatValue(campo('date'), valore);
