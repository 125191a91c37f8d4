import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useInput, type InputProps } from 'react-admin';
import { fieldHelperText } from '../form/fieldHelperText';
import { exactChoice, suggestionsFor, type TypeaheadChoice } from './matchChoices';
import { TypeaheadListbox } from './TypeaheadListbox';
import { useDebouncedCallback } from './useDebouncedCallback';

export interface TypeaheadInputProps extends Omit<InputProps, 'format' | 'parse' | 'label'> {
  readonly label: string;
  readonly choices: readonly TypeaheadChoice[];
  /** Keeps a text that matches no choice, as the value itself, instead of clearing it on leaving the field. */
  readonly freeText?: boolean;
  readonly helperText?: ReactNode;
}

const DEBOUNCE_MS = 100;

/**
 * A text input that suggests choices as one types (docs/componenti.md): the form value is the chosen choice's id.
 * The suggestions close on Escape, on Tab and on leaving the field, which an outside click also does.
 */
export const TypeaheadInput = ({ label, choices, freeText = false, helperText, ...props }: TypeaheadInputProps) => {
  const { id, field, fieldState, isRequired } = useInput({ ...props, format: (value: unknown) => value });
  const labelOf = (value: unknown) =>
    choices.find((choice) => String(choice.id) === String(value))?.name ??
    (freeText && typeof value === 'string' ? value : '');
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [suggestions, setSuggestions] = useState<readonly TypeaheadChoice[]>([]);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-opzione-${index}`;
  const open = suggestions.length > 0;

  const close = () => {
    setSuggestions([]);
    setActiveIndex(-1);
  };
  const apply = (typed: string) => {
    const match = exactChoice(choices, typed);
    const value = match ? match.id : freeText && typed ? typed : null;
    // An unchanged value is not set again: that would revalidate the form and disable its Save button just as the
    // click that left this field lands on it.
    const unchanged = value === null ? field.value == null : String(value) === String(field.value);
    if (!unchanged) field.onChange(value);
  };
  const search = useDebouncedCallback((typed: string) => {
    apply(typed);
    setSuggestions(suggestionsFor(choices, typed));
    setActiveIndex(-1);
  }, DEBOUNCE_MS);

  const select = (choice: TypeaheadChoice) => {
    search.cancel();
    setText(choice.name);
    field.onChange(choice.id);
    close();
  };
  const leave = () => {
    search.cancel();
    close();
    const match = exactChoice(choices, text);
    if (!match && !freeText) setText('');
    apply(text);
    setFocused(false);
    field.onBlur();
  };
  const move = (step: number) => setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);

  const onKeyDown = (event: KeyboardEvent) => {
    const active = suggestions[activeIndex];
    if (event.key === 'Tab') close();
    if (!open && event.key === 'ArrowDown') {
      // The combobox convention: the arrow opens the list, every choice when nothing is typed yet.
      search.cancel();
      setSuggestions(text.trim() ? suggestionsFor(choices, text) : choices);
      setActiveIndex(-1);
      event.preventDefault();
      return;
    }
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') move(event.key === 'ArrowDown' ? 1 : -1);
    else if (event.key === 'Enter' && active) select(active);
    else if (event.key === 'Escape') close();
    else return;
    // Handled here: not a form submit, nor the Escape that closes a surrounding dialog.
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        label={label}
        disabled={props.disabled}
        // The asterisk only: the form's own check says what is missing, in Italian, not the browser's.
        InputLabelProps={{ required: isRequired }}
        value={focused ? text : labelOf(field.value)}
        autoComplete="off"
        onFocus={() => {
          setText(labelOf(field.value));
          setFocused(true);
        }}
        onChange={(event) => {
          setText(event.target.value);
          search.schedule(event.target.value);
        }}
        onBlur={leave}
        onKeyDown={onKeyDown}
        inputProps={{
          role: 'combobox',
          'aria-autocomplete': 'list',
          'aria-expanded': open,
          'aria-controls': open ? listboxId : undefined,
          'aria-activedescendant': open && activeIndex >= 0 ? optionId(activeIndex) : undefined,
        }}
        fullWidth
        {...fieldHelperText(fieldState.error?.message, helperText)}
      />
      {open && (
        <TypeaheadListbox
          id={listboxId}
          label={label}
          suggestions={suggestions}
          activeIndex={activeIndex}
          optionId={optionId}
          onSelect={select}
        />
      )}
    </Box>
  );
};
