import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import {
  SalvaValutazioneBody,
  type Punteggio,
  type ValutazioneParametro,
} from '../../../../contract/valutazione/record';
import { limitiDi } from '../../../../contract/derivati';
import { formatValue } from '../../../../src/engine/format';
import type { AnyField } from '../../../../src/engine/types';
import type { Evidenza } from './evidenze';
import { idCampo } from './punteggi';
import { ParametroLetto } from './ParametroLetto';

const PUNTI = { source: 'valore', type: 'number' } as AnyField;
export const punti = (valore: number) => formatValue(PUNTI, valore);

/** The note's longest length, the server's (`SalvaValutazioneBody`). */
export const NOTA_MASSIMA = limitiDi(SalvaValutazioneBody.properties.valutazioni.items, 'note').maxLength ?? Infinity;

/** A note the server would refuse: too long. Marked as one types, and the group is not sent with it. */
export const notaTroppoLunga = (note: string) => note.length > NOTA_MASSIMA;

/** What the form holds for one parameter. */
export interface Scelta {
  readonly idPunteggio: number | null;
  readonly valore: number | null;
  readonly motivazione: string;
  readonly idAllegatoEvidenza: number | null;
  /** As typed: checked to be a page number when saved. */
  readonly paginaEvidenza: string;
  readonly note: string;
}

/** The fields of one score the server (and the form's own checks) may refuse, each shown on its own field. */
export type CampoDelPunteggio = 'idPunteggio' | 'motivazione' | 'idAllegatoEvidenza' | 'paginaEvidenza' | 'note';
export type ErroriDelPunteggio = Partial<Record<CampoDelPunteggio, string>>;

/** The DOM id of one field of a parameter, so that a refused save can bring the person to it. */
export const idDelCampo = (chiave: string, campo: CampoDelPunteggio) => `${idCampo(chiave)}-${campo}`;

interface Props {
  readonly chiave: string;
  readonly parametro: ValutazioneParametro;
  readonly scelta: Scelta;
  readonly onScelta: (scelta: Scelta) => void;
  readonly scrivibile: boolean;
  readonly evidenze: readonly Evidenza[];
  readonly errori?: ErroriDelPunteggio;
  /** The field a link of the missing scores' list asked to reach. */
  readonly inFuoco: boolean;
}

/**
 * One parameter: its allowed scores by description and value (a radio group: arrows choose), the motivation the
 * score needs (the call's shortest length stated under it), the evidence it may cite (a file and a page), a note.
 */
export const CampoParametro = (props: Props) => {
  const { chiave, parametro, scelta, onScelta, scrivibile, evidenze, errori = {}, inFuoco } = props;
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
  const [evidenzaAperta, setEvidenzaAperta] = useState(false);
  // The evidence's fields open on demand, and stay open while they hold something or are refused.
  const conEvidenza =
    evidenzaAperta ||
    scelta.idAllegatoEvidenza !== null ||
    scelta.paginaEvidenza !== '' ||
    Boolean(errori.idAllegatoEvidenza || errori.paginaEvidenza);
  // The button that opened them is gone: the focus goes on to the file's choice.
  useEffect(() => {
    if (evidenzaAperta) document.getElementById(idDelCampo(chiave, 'idAllegatoEvidenza'))?.focus();
  }, [evidenzaAperta, chiave]);
  const id = idCampo(chiave);
  const troppoLunga = notaTroppoLunga(scelta.note);
  const erroreNota = troppoLunga ? translate('ra.validation.maxLength', { max: NOTA_MASSIMA }) : errori.note;
  const nome = { parametro: parametro.descrizione };
  // A field's error is announced as it appears; its helper text otherwise says what the field asks.
  const aiuto = (errore: string | undefined, testo?: string) => ({
    error: Boolean(errore),
    helperText: errore || testo,
    FormHelperTextProps: { role: errore ? 'alert' : undefined },
  });

  if (!scrivibile) return <ParametroLetto id={id} parametro={parametro} />;
  return (
    <FormControl component="fieldset" error={Boolean(errori.idPunteggio)} id={id}>
      <FormLabel component="legend" id={legendaId}>
        {parametro.descrizione}
      </FormLabel>
      <RadioGroup
        ref={gruppo}
        aria-labelledby={legendaId}
        name={id}
        id={idDelCampo(chiave, 'idPunteggio')}
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
      {errori.idPunteggio && <FormHelperText role="alert">{errori.idPunteggio}</FormHelperText>}
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 560 }}>
        <TextField
          size="small"
          multiline
          minRows={2}
          required
          id={idDelCampo(chiave, 'motivazione')}
          label={translate('valutazione.motivazione', nome)}
          value={scelta.motivazione}
          onChange={(event) => onScelta({ ...scelta, motivazione: event.target.value })}
          {...aiuto(
            errori.motivazione,
            translate('valutazione.aiutoMotivazione', { minimo: parametro.lunghezzaMinimaMotivazione }),
          )}
        />
        {!conEvidenza && (
          <div>
            <Button size="small" onClick={() => setEvidenzaAperta(true)}>
              {translate('valutazione.citaEvidenza', nome)}
            </Button>
          </div>
        )}
        {conEvidenza && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 280, flex: 1 }}
              id={idDelCampo(chiave, 'idAllegatoEvidenza')}
              label={translate('valutazione.evidenza', nome)}
              value={scelta.idAllegatoEvidenza === null ? '' : String(scelta.idAllegatoEvidenza)}
              onChange={(event) =>
                onScelta({ ...scelta, idAllegatoEvidenza: event.target.value ? Number(event.target.value) : null })
              }
              {...aiuto(errori.idAllegatoEvidenza)}
            >
              <MenuItem value="">{translate('valutazione.nessunaEvidenza')}</MenuItem>
              {/* A file cited before and no longer listed still shows by its name. */}
              {scelta.idAllegatoEvidenza !== null &&
                !evidenze.some(({ idAllegato }) => idAllegato === scelta.idAllegatoEvidenza) && (
                  <MenuItem value={String(scelta.idAllegatoEvidenza)}>
                    {parametro.nomeFileEvidenza ?? String(scelta.idAllegatoEvidenza)}
                  </MenuItem>
                )}
              {evidenze.map(({ idAllegato, nomeFile, categoria, beneficiario }) => (
                <MenuItem key={idAllegato} value={String(idAllegato)}>
                  {beneficiario
                    ? translate('valutazione.evidenzaBeneficiario', { categoria, beneficiario, nomeFile })
                    : translate('valutazione.evidenzaDomanda', { categoria, nomeFile })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="number"
              sx={{ width: { sm: 200 } }}
              id={idDelCampo(chiave, 'paginaEvidenza')}
              label={translate('valutazione.pagina', nome)}
              value={scelta.paginaEvidenza}
              onChange={(event) => onScelta({ ...scelta, paginaEvidenza: event.target.value })}
              inputProps={{ min: 1, step: 1 }}
              {...aiuto(errori.paginaEvidenza)}
            />
          </Stack>
        )}
        <TextField
          size="small"
          multiline
          minRows={1}
          id={idDelCampo(chiave, 'note')}
          label={translate('valutazione.nota', nome)}
          value={scelta.note}
          onChange={(event) => onScelta({ ...scelta, note: event.target.value })}
          {...aiuto(erroreNota)}
        />
      </Stack>
    </FormControl>
  );
};
