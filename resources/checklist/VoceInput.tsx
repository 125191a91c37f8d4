import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { VoceChecklist } from './chiamate';

export type Esito = NonNullable<VoceChecklist['esito']>;

export const ESITI: readonly { readonly id: Esito; readonly nome: string }[] = [
  { id: 'SI', nome: 'Sì' },
  { id: 'NO', nome: 'No' },
  { id: 'NON_APPLICABILE', nome: 'Non applicabile' },
];

export interface Risposta {
  readonly esito: Esito | null;
  readonly note: string;
}

interface Props {
  readonly voce: VoceChecklist;
  readonly risposta: Risposta;
  readonly modificabile: boolean;
  readonly onChange: (risposta: Risposta) => void;
}

/** One item: its outcome (a radio group, arrows move between outcomes) and its note, required with NO. */
export const VoceInput = ({ voce, risposta, modificabile, onChange }: Props) => {
  const notaMancante = risposta.esito === 'NO' && !risposta.note.trim();
  return (
    <FormControl component="fieldset" disabled={!modificabile} sx={{ display: 'block', mb: 2 }}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {voce.descrizione}
      </FormLabel>
      <RadioGroup row value={risposta.esito ?? ''} onChange={(event) => onChange({ ...risposta, esito: event.target.value as Esito })}>
        {ESITI.map(({ id, nome }) => (
          <FormControlLabel key={id} value={id} control={<Radio />} label={nome} />
        ))}
      </RadioGroup>
      <TextField
        label={`Note: ${voce.descrizione}`}
        value={risposta.note}
        onChange={(event) => onChange({ ...risposta, note: event.target.value })}
        multiline
        minRows={1}
        fullWidth
        size="small"
        inputProps={{ maxLength: 4000 }}
        helperText={notaMancante ? 'Con esito «No» la nota è obbligatoria perché la checklist sia completa' : undefined}
        error={notaMancante}
      />
    </FormControl>
  );
};
