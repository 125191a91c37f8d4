import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { VoceChecklist } from '../../contract/checklist/chiamate';
import { SalvaChecklist } from '../../contract/checklist/record';
import { limitiDi } from '../../contract/derivati';
import { useTranslate } from 'react-admin';

export type Esito = NonNullable<VoceChecklist['esito']>;

const ESITI: readonly Esito[] = ['SI', 'NO', 'NON_APPLICABILE'];

/** The note's longest length, the server's (`SalvaChecklist`). */
const NOTA_MASSIMA = limitiDi(SalvaChecklist.properties.voci.items, 'note').maxLength ?? Infinity;

/** A note the server would refuse: too long. Marked as one types, and the checklist is not sent with it. */
export const notaTroppoLunga = (note: string) => note.length > NOTA_MASSIMA;

export interface Risposta {
  readonly esito: Esito | null;
  readonly note: string;
}

interface Props {
  readonly voce: VoceChecklist;
  readonly risposta: Risposta;
  readonly modificabile: boolean;
  readonly onChange: (risposta: Risposta) => void;
  /** What the server said of this item when it refused the save. */
  readonly errore?: string;
}

/** One item: its outcome (a radio group, arrows move between outcomes) and its note, required with NO. */
export const VoceInput = ({ voce, risposta, modificabile, onChange, errore }: Props) => {
  const translate = useTranslate();
  const notaMancante = risposta.esito === 'NO' && !risposta.note.trim();
  const troppoLunga = notaTroppoLunga(risposta.note);
  const avviso = troppoLunga
    ? translate('ra.validation.maxLength', { max: NOTA_MASSIMA })
    : notaMancante
      ? translate('portale.checklist.note_required')
      : undefined;
  return (
    <FormControl
      component="fieldset"
      disabled={!modificabile}
      error={errore !== undefined}
      sx={{ display: 'block', mb: 2 }}
    >
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
        helperText={avviso}
        FormHelperTextProps={{ role: troppoLunga ? 'alert' : undefined }}
        error={notaMancante || troppoLunga}
      />
      {errore && <FormHelperText role="alert">{errore}</FormHelperText>}
    </FormControl>
  );
};
