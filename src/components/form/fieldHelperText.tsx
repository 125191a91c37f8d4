import type { ReactNode } from 'react';
import { InputHelperText, type ValidationErrorMessage } from 'react-admin';

/**
 * The MUI TextField props that show a field's error (marked invalid, its text with an alert role)
 * or, without one, its help text. react-admin's helper text translates the error.
 */
export function fieldHelperText(error: ValidationErrorMessage | undefined, helperText?: ReactNode) {
  return {
    error: Boolean(error),
    helperText: error || helperText ? <InputHelperText error={error} helperText={helperText} /> : undefined,
    FormHelperTextProps: error ? { role: 'alert' } : undefined,
  };
}
