import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { FieldTitle, useInput, type InputProps, type Validator } from 'react-admin';
import { fieldHelperText } from '../form/fieldHelperText';
import { AMOUNT_MASKS, type AmountKind, type AmountMask } from './amountMasks';
import { decimalOfNumber, formatAmount, parseAmount } from './amountText';

export interface AmountInputProps extends Omit<InputProps, 'format' | 'parse'> {
  /** 'number' (default): integers, minus allowed; 'currency': euro with cents, not negative; 'percentage': 0 to 100. */
  readonly kind?: AmountKind;
  readonly helperText?: ReactNode;
  readonly fullWidth?: boolean;
  readonly size?: TextFieldProps['size'];
}

/** The text of a form value: numbers from the API, or the text a person left invalid. */
function textOf(value: unknown, mask: AmountMask): string {
  if (typeof value === 'number') return formatAmount(decimalOfNumber(value, mask), mask);
  if (typeof value !== 'string') return '';
  const parsed = parseAmount(value, mask);
  return 'decimal' in parsed && parsed.decimal !== null ? formatAmount(parsed.decimal, mask) : value;
}

/** Invalid text stays in the form as a string, so that submitting is refused with the reason. */
const amountValidator =
  (mask: AmountMask): Validator =>
  (value: unknown) => {
    const parsed = typeof value === 'string' ? parseAmount(value, mask) : undefined;
    return parsed && 'error' in parsed ? parsed.error : undefined;
  };

const asArray = (validate: InputProps['validate']): Validator[] => (validate ? [validate].flat() : []);

/**
 * An amount typed the Italian way and shown as '1.234,50 €'. The form value is a number, as the API takes it;
 * the text is read as a decimal string and only turned into a number at the form's edge.
 */
export const AmountInput = ({
  kind = 'number',
  label,
  helperText,
  validate,
  fullWidth,
  size,
  ...props
}: AmountInputProps) => {
  const mask = AMOUNT_MASKS[kind];
  const { id, field, fieldState, isRequired } = useInput({
    ...props,
    validate: [...asArray(validate), amountValidator(mask)],
    format: (value: unknown) => value,
    parse: (value: unknown) => value,
  });
  const [text, setText] = useState(() => textOf(field.value, mask));
  const [focused, setFocused] = useState(false);
  const [left, setLeft] = useState(false);
  // While typing the text is the person's own; otherwise it follows the form (a reset, a loaded record).
  const shownText = focused ? text : textOf(field.value, mask);

  const change = (next: string) => {
    setText(next);
    const parsed = parseAmount(next, mask);
    field.onChange('error' in parsed ? next : parsed.decimal === null ? null : Number(parsed.decimal));
  };
  const blur = () => {
    setFocused(false);
    setLeft(true);
    field.onBlur();
  };
  const parsed = parseAmount(shownText, mask);
  const typingError = left && 'error' in parsed ? parsed.error : undefined;
  const error = typingError ?? fieldState.error?.message;

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={shownText}
      onFocus={() => {
        setFocused(true);
        setText(textOf(field.value, mask));
      }}
      onChange={(event) => change(event.target.value)}
      onBlur={blur}
      label={label === false ? undefined : <FieldTitle label={label} source={props.source} isRequired={isRequired} />}
      inputProps={{ inputMode: 'decimal' }}
      fullWidth={fullWidth}
      size={size}
      {...fieldHelperText(error, helperText)}
    />
  );
};
