import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import type { TypeaheadChoice } from './matchChoices';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly suggestions: readonly TypeaheadChoice[];
  readonly activeIndex: number;
  readonly optionId: (index: number) => string;
  readonly onSelect: (choice: TypeaheadChoice) => void;
}

/** The suggestions under the input; focus stays in the input, the active option is announced through it. */
export const TypeaheadListbox = ({ id, label, suggestions, activeIndex, optionId, onSelect }: Props) => (
  <Paper
    component="ul"
    id={id}
    role="listbox"
    aria-label={label}
    elevation={4}
    sx={{ position: 'absolute', zIndex: 'modal', left: 0, right: 0, mt: 0.5, p: 0, maxHeight: 280, overflowY: 'auto' }}
  >
    {suggestions.map((choice, index) => (
      <MenuItem
        key={choice.id}
        component="li"
        id={optionId(index)}
        role="option"
        aria-selected={index === activeIndex}
        selected={index === activeIndex}
        // Keeps the focus in the input, so that choosing does not count as leaving it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onSelect(choice)}
      >
        {choice.name}
      </MenuItem>
    ))}
  </Paper>
);
