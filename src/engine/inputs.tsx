import InputAdornment from '@mui/material/InputAdornment';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  TextInput,
  maxValue,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import { ChoicesFromInput } from './ChoicesFromInput';
import { formatParse, formatValidator } from './formats';
import type { AnyField } from './types';

/** Spec §5: amounts in euro carry at most two decimals. */
const twoDecimals: Validator = (value: unknown) =>
  value == null || Number.isInteger(Math.round(Number(value) * 100 * 1e6) / 1e6) ? undefined : 'Inserisci al massimo due decimali';

const adornment = (symbol: string, position: 'start' | 'end') => ({
  [`${position}Adornment`]: <InputAdornment position={position}>{symbol}</InputAdornment>,
});

const validatorsOf = (field: AnyField): Validator[] => {
  const validators = field.required ? [required()] : [];
  if (field.format) return [...validators, formatValidator(field.format)];
  if (field.type === 'currency') return [...validators, minValue(0), twoDecimals];
  if (field.type === 'percentage') return [...validators, minValue(0), maxValue(100), twoDecimals];
  return validators;
};

/** The react-admin input for a declared field. */
export function inputFor(field: AnyField, options: { alwaysOn?: boolean } = {}): ReactElement {
  const props = { source: field.source, label: field.label, validate: validatorsOf(field), ...options };
  if (field.choicesFrom) return <ChoicesFromInput key={field.source} {...props} choicesFrom={field.choicesFrom} />;
  switch (field.type) {
    case 'longtext':
      return <TextInput key={field.source} {...props} multiline minRows={3} />;
    case 'number':
      return <NumberInput key={field.source} {...props} />;
    case 'currency':
      return <NumberInput key={field.source} {...props} step={0.01} min={0} InputProps={adornment('€', 'start')} />;
    case 'percentage':
      return <NumberInput key={field.source} {...props} step={0.01} min={0} max={100} InputProps={adornment('%', 'end')} />;
    case 'date':
      return <DateInput key={field.source} {...props} />;
    case 'datetime':
      return <DateTimeInput key={field.source} {...props} />;
    case 'boolean':
      return <BooleanInput key={field.source} {...props} />;
    case 'select':
      return <SelectInput key={field.source} {...props} choices={[...(field.choices ?? [])]} />;
    default:
      return (
        <TextInput
          key={field.source}
          {...props}
          parse={field.format && formatParse(field.format)}
          // Spec §5: a field's error is read out as an alert.
          FormHelperTextProps={{ role: field.format ? 'alert' : undefined }}
        />
      );
  }
}

export const inputsOf = (fields: readonly AnyField[]): ReactElement[] => fields.map((field) => inputFor(field));
