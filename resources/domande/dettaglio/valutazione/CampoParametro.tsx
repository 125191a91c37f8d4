import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import {
  SalvaValutazioneBody,
  type Punteggio,
  type ValutazioneParametro,
} from '../../../../contract/valutazione/record';
import { limitiDi } from '../../../../contract/derivati';
import { formatValue } from '../../../../src/engine/format';
import type { AnyField } from '../../../../src/engine/types';
import { idCampo } from './punteggi';

const PUNTI = { source: 'valore', type: 'number' } as AnyField;
export const punti = (valore: number) => formatValue(PUNTI, valore);

/** The note's longest length, the server's (`SalvaValutazioneBody`). */
const NOTA_MASSIMA = limitiDi(SalvaValutazioneBody.properties.valutazioni.items, 'note').maxLength ?? Infinity;

/** A note the server would refuse: too long. Marked as one types, and the group is not sent with it. */
export const notaTroppoLunga = (note: string) => note.length > NOTA_MASSIMA;

/** What the form holds for one parameter. */
export interface Scelta {
  readonly idPunteggio: number | null;
  readonly valore: number | null;
  readonly note: string;
}

interface Props {
  readonly chiave: string;
  readonly parametro: ValutazioneParametro;
  readonly scelta: Scelta;
  readonly onScelta: (scelta: Scelta) => void;
  readonly scrivibile: boolean;
  readonly errore?: string;
  /** The field a link of the missing scores' list asked to reach. */
  readonly inFuoco: boolean;
}

/** One parameter: its allowed scores by description and value (a radio group: arrows choose), and a note. */
export const CampoParametro = ({ chiave, parametro, scelta, onScelta, scrivibile, errore, inFuoco }: Props) => {
  const translate = useTranslate();
  const gruppo = useRef<HTMLDivElement>(null);
  const legendaId = useId();
  const { data: punteggi = [] } = useGetList<Punteggio & RaRecord>(
    'punteggiParametro',
    {
      filter: { idParametro: parametro.idParametro },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'valore', order: 'ASC' },
    },
    { enabled: scrivibile },
  );
  useEffect(() => {
    if (inFuoco && punteggi.length > 0) gruppo.current?.querySelector('input')?.focus();
  }, [inFuoco, punteggi.length]);
  const id = idCampo(chiave);
  const troppoLunga = notaTroppoLunga(scelta.note);

  if (!scrivibile)
    return (
      <div id={id}>
        <Typography component="h4" variant="subtitle1">
          {parametro.descrizione}
        </Typography>
        <Typography>
          {parametro.valore === null
            ? translate('valutazione.nonValutato')
            : translate('valutazione.scelto', {
                descrizione: parametro.descrizionePunteggio,
                valore: punti(parametro.valore),
              })}
        </Typography>
        {parametro.note && <Typography>{translate('valutazione.notaLetta', { nota: parametro.note })}</Typography>}
      </div>
    );
  return (
    <FormControl component="fieldset" error={Boolean(errore)} id={id}>
      <FormLabel component="legend" id={legendaId}>
        {parametro.descrizione}
      </FormLabel>
      <RadioGroup
        ref={gruppo}
        aria-labelledby={legendaId}
        name={id}
        value={scelta.idPunteggio === null ? '' : String(scelta.idPunteggio)}
        onChange={(_event, valore) => {
          const punteggio = punteggi.find(({ idPunteggio }) => String(idPunteggio) === valore);
          if (punteggio) onScelta({ ...scelta, idPunteggio: punteggio.idPunteggio, valore: punteggio.valore });
        }}
      >
        {punteggi.map(({ idPunteggio, descrizione, valore }) => (
          <FormControlLabel
            key={idPunteggio}
            value={String(idPunteggio)}
            control={<Radio />}
            label={translate('valutazione.opzione', { descrizione, valore: punti(valore) })}
          />
        ))}
      </RadioGroup>
      {errore && <FormHelperText>{errore}</FormHelperText>}
      <TextField
        size="small"
        multiline
        minRows={1}
        sx={{ mt: 1, maxWidth: 560 }}
        label={translate('valutazione.nota', { parametro: parametro.descrizione })}
        value={scelta.note}
        onChange={(event) => onScelta({ ...scelta, note: event.target.value })}
        error={troppoLunga}
        helperText={troppoLunga ? translate('ra.validation.maxLength', { max: NOTA_MASSIMA }) : undefined}
        FormHelperTextProps={{ role: troppoLunga ? 'alert' : undefined }}
      />
    </FormControl>
  );
};
