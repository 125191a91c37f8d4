import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { fieldHelperText } from '../form/fieldHelperText';

export interface DateRangeInputProps {
  readonly startSource: string;
  readonly endSource: string;
  readonly startLabel?: string;
  readonly endLabel?: string;
  /** The earliest start (YYYY-MM-DD), a rule of the server's: an earlier one is not applied, and says why. */
  readonly startMin?: string;
}

const dateInputProps = (placeholder: string, min?: string) => ({ placeholder, min: min || undefined });

/**
 * Two dates (YYYY-MM-DD in the form) that keep their order: a start later than the end clears the end,
 * and an end earlier than the start is not applied.
 */
export const DateRangeInput = ({ startSource, endSource, startLabel, endLabel, startMin }: DateRangeInputProps) => {
  const translate = useTranslate();
  // The legacy app prints 'gg/dd/aaaa', an evident typo for the Italian day/month/year.
  const placeholder = translate('portale.date_range.placeholder');
  const start = useInput({ source: startSource });
  const end = useInput({ source: endSource });
  const [refusal, setRefusal] = useState<string>();
  const [startRefusal, setStartRefusal] = useState<string>();
  const startDate = String(start.field.value);
  const endDate = String(end.field.value);

  const changeStart = (date: string) => {
    const beforeMin = Boolean(date && startMin && date < startMin);
    setStartRefusal(
      beforeMin && startMin
        ? translate('portale.date_range.start_before_min', {
            date: startMin.split('-').reverse().join('/'),
          })
        : undefined,
    );
    if (beforeMin) return;
    start.field.onChange(date);
    setRefusal(undefined);
    if (date && endDate && date > endDate) end.field.onChange('');
  };
  const changeEnd = (date: string) => {
    const beforeStart = Boolean(date && startDate && date < startDate);
    setRefusal(beforeStart ? translate('portale.date_range.end_before_start') : undefined);
    if (!beforeStart) end.field.onChange(date);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        id={start.id}
        type="date"
        label={startLabel ?? translate('portale.date_range.start')}
        value={startDate}
        onChange={(event) => changeStart(event.target.value)}
        onBlur={start.field.onBlur}
        InputLabelProps={{ shrink: true }}
        inputProps={dateInputProps(placeholder, startMin)}
        {...fieldHelperText(startRefusal ?? start.fieldState.error?.message)}
      />
      <TextField
        id={end.id}
        type="date"
        label={endLabel ?? translate('portale.date_range.end')}
        value={endDate}
        onChange={(event) => changeEnd(event.target.value)}
        onBlur={end.field.onBlur}
        InputLabelProps={{ shrink: true }}
        inputProps={dateInputProps(placeholder, startDate || startMin)}
        {...fieldHelperText(refusal ?? end.fieldState.error?.message)}
      />
    </Box>
  );
};
