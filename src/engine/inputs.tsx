import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  SelectInput,
  TextInput,
  maxLength,
  minLength,
  regex,
  required,
  type Validator,
} from 'react-admin';
import { AmountInput } from '../components/amount/AmountInput';
import type { AmountKind } from '../components/amount/amountMasks';
import { ChoicesFromInput } from './ChoicesFromInput';
import { ChoicesSearchInput } from './ChoicesSearchInput';
import { dataVera, formatParse, formatValidator } from './formats';
import { choicesOf } from './labels';
import type { AnyField } from './types';

/**
 * The limits of the server's schema, checked as one types: a text too long is marked and not sent, and stays whole
 * (no `maxlength` attribute cuts what is typed or pasted).
 */
export const limitValidatorsOf = (
  field: Pick<AnyField, 'maxLength' | 'minLength' | 'pattern' | 'format' | 'regolaData'>,
): Validator[] => [
  ...(field.format ? [formatValidator(field.format)] : []),
  ...(field.regolaData ? [dataVera(field.regolaData)] : []),
  ...(field.maxLength !== undefined ? [maxLength(field.maxLength)] : []),
  // A minimum of one is the server's «required» of a text that must not be empty, said by `required` when declared.
  ...(field.minLength !== undefined && field.minLength > 1 ? [minLength(field.minLength)] : []),
  ...(field.pattern !== undefined ? [regex(new RegExp(field.pattern), 'portale.validation.pattern')] : []),
];

const validatorsOf = (field: AnyField): Validator[] => [
  ...(field.required ? [required()] : []),
  ...limitValidatorsOf(field),
];

/** The masks: plain amounts are integers, euro carry cents and are not negative, percentages stay within 0–100. */
const AMOUNT_KINDS: Partial<Record<AnyField['type'], AmountKind>> = {
  number: 'number',
  currency: 'currency',
  percentage: 'percentage',
};

/** The react-admin input for a declared field. */
export function inputFor(field: AnyField, options: { alwaysOn?: boolean } = {}): ReactElement {
  const props = { source: field.source, label: field.label, validate: validatorsOf(field), ...options };
  const search = field.choicesFrom?.search;
  if (field.choicesFrom && search)
    return <ChoicesSearchInput key={field.source} {...props} choicesFrom={{ ...field.choicesFrom, search }} />;
  if (field.choicesFrom) return <ChoicesFromInput key={field.source} {...props} choicesFrom={field.choicesFrom} />;
  const amountKind = AMOUNT_KINDS[field.type];
  if (amountKind) return <AmountInput key={field.source} {...props} kind={amountKind} />;
  switch (field.type) {
    case 'longtext':
      return <TextInput key={field.source} {...props} multiline minRows={3} FormHelperTextProps={{ role: 'alert' }} />;
    case 'date':
      return (
        <DateInput
          key={field.source}
          {...props}
          FormHelperTextProps={{ role: field.regolaData ? 'alert' : undefined }}
        />
      );
    case 'datetime':
      return <DateTimeInput key={field.source} {...props} />;
    case 'boolean':
      return <BooleanInput key={field.source} {...props} />;
    case 'select':
      return <SelectInput key={field.source} {...props} choices={choicesOf(field)} />;
    default:
      return (
        <TextInput
          key={field.source}
          {...props}
          parse={field.format && formatParse(field.format)}
          // A field's error is read out as an alert.
          FormHelperTextProps={{ role: field.format || field.maxLength || field.pattern ? 'alert' : undefined }}
        />
      );
  }
}

export const inputsOf = (fields: readonly AnyField[]): ReactElement[] => fields.map((field) => inputFor(field));
