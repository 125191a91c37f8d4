import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { VoceChecklist } from '../../contract/checklist/chiamate';
import { useTranslate } from 'react-admin';

export type Esito = NonNullable<VoceChecklist['esito']>;

const ESITI: readonly Esito[] = ['SI', 'NO', 'NON_APPLICABILE'];

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
  const translate = useTranslate();
  const notaMancante = risposta.esito === 'NO' && !risposta.note.trim();
  return (
    <FormControl component="fieldset" disabled={!modificabile} sx={{ display: 'block', mb: 2 }}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {voce.descrizione}
      </FormLabel>
      <RadioGroup
        row
        value={risposta.esito ?? ''}
        onChange={(event) => onChange({ ...risposta, esito: event.target.value as Esito })}
      >
        {ESITI.map((esito) => (
          <FormControlLabel
            key={esito}
            value={esito}
            control={<Radio />}
            label={translate(`portale.checklist.outcomes.${esito}`)}
          />
        ))}
      </RadioGroup>
      <TextField
        label={translate('portale.checklist.note', { item: voce.descrizione })}
        value={risposta.note}
        onChange={(event) => onChange({ ...risposta, note: event.target.value })}
        multiline
        minRows={1}
        fullWidth
        size="small"
        inputProps={{ maxLength: 4000 }}
        helperText={notaMancante ? translate('portale.checklist.note_required') : undefined}
        error={notaMancante}
      />
    </FormControl>
  );
};
