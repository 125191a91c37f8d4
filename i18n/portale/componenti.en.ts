import type { Traduzione } from '../traduzione';
import type { componentiItalian } from './componenti.it';

export const componentiEnglish: Traduzione<typeof componentiItalian> = {
  modal: {
    close: 'Close modal window',
    close_icon: 'Close modal',
  },
  confirm: {
    title: 'Confirm operation',
    close: 'Close',
    confirm: 'Confirm',
  },
  wizard: {
    steps: 'Steps',
    back: 'Back',
    next: 'Next',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  date_range: {
    start: 'Start date',
    end: 'End date',
    placeholder: 'dd/mm/yyyy',
    end_before_start: 'The end date cannot come before the start date',
    start_before_min: 'The start date cannot come before %{date}',
  },
  validation: {
    pattern: 'Invalid format',
  },
  amount: {
    invalid: 'Enter a valid number',
    integer: 'Enter a whole number',
    too_many_decimals: 'Enter at most %{precision} decimals',
    too_large: 'The number is too large',
    negative: 'The value cannot be negative',
    out_of_range: 'Enter a value between 0 and %{max}',
  },
  upload: {
    done: 'Upload complete: %{fileName}',
    percent: '%{percent}%',
    progress: 'Uploading %{fileName}',
    too_large: 'The file «%{fileName}» exceeds the maximum size of %{max}: choose a smaller one',
  },
};
