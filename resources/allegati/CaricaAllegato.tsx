import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError } from 'react-admin';
import { useId, useState, type FormEvent } from 'react';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import type { CategoriaAllegato, TipologiaAllegato } from './chiamate';
import { SceltaFile } from './file/SceltaFile';
import { useCaricamento } from './file/useCaricamento';
import { oggiInItalia } from './raggruppa';

interface Props {
  readonly ambito: 'proponente' | 'beneficiario';
  readonly id: number;
  readonly categorie: readonly CategoriaAllegato[];
  readonly tipologie: readonly TipologiaAllegato[];
  readonly onCaricato: () => void;
}

type Errori = Partial<Record<'idTipologia' | 'dataScadenza' | 'file', string>>;

const erroriDelServer = (error: unknown): Errori => {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).filter(([, testo]) => typeof testo === 'string')) as Errori;
};

/**
 * Uploads one attachment: its type (grouped by category), the expiry date the type may require, the file; the bar
 * shows the upload's progress. The server checks everything again (type, date, size, kind of file).
 */
export const CaricaAllegato = ({ ambito, id, categorie, tipologie, onCaricato }: Props) => {
  const dataProvider = usePortalDataProvider();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const [idTipologia, setIdTipologia] = useState('');
  const [dataScadenza, setDataScadenza] = useState('');
  const [file, setFile] = useState<File>();
  const [errori, setErrori] = useState<Errori>({});
  const fileId = useId();
  const tipologia = tipologie.find((candidata) => String(candidata.idTipologia) === idTipologia);

  const invia = async (event: FormEvent) => {
    event.preventDefault();
    const mancanti: Errori = {
      ...(tipologia ? {} : { idTipologia: 'Scegli la tipologia di allegato' }),
      ...(tipologia?.richiedeScadenza && !dataScadenza ? { dataScadenza: `La data di scadenza è obbligatoria per «${tipologia.descrizione}»` } : {}),
      ...(file ? {} : { file: 'Scegli il file da caricare' }),
    };
    setErrori(mancanti);
    if (Object.keys(mancanti).length > 0 || !file || !tipologia) return;
    const chiave = ambito === 'proponente' ? 'idProponente' : 'idBeneficiario';
    let rifiuto: unknown;
    const caricato = await carica(file, (onUploadProgress) =>
      dataProvider
        .action('allegati', ambito === 'proponente' ? 'caricaProponente' : 'caricaBeneficiario', {
          params: { [chiave]: id, idTipologia: tipologia.idTipologia, dataScadenza: dataScadenza || undefined },
          file,
          onUploadProgress,
        })
        .catch((error: unknown) => {
          rifiuto = error;
          throw error;
        }),
    );
    if (!caricato) {
      setErrori(erroriDelServer(rifiuto));
      return;
    }
    setFile(undefined);
    setDataScadenza('');
    onCaricato();
  };

  return (
    <Stack component="form" noValidate onSubmit={invia} spacing={2} aria-label="Carica un allegato" sx={{ maxWidth: 640 }}>
      <TextField
        select
        label="Tipologia di allegato"
        value={idTipologia}
        onChange={(event) => setIdTipologia(event.target.value)}
        SelectProps={{ native: true }}
        error={Boolean(errori.idTipologia)}
        helperText={errori.idTipologia}
        required
      >
        <option value="" />
        {categorie.map((categoria) => (
          <optgroup key={categoria.idCategoria} label={categoria.descrizione}>
            {tipologie
              .filter((candidata) => candidata.idCategoria === categoria.idCategoria)
              .map((candidata) => (
                <option key={candidata.idTipologia} value={candidata.idTipologia}>
                  {candidata.descrizione}
                  {candidata.richiedeScadenza ? ' (con scadenza)' : ''}
                </option>
              ))}
          </optgroup>
        ))}
      </TextField>
      {tipologia?.richiedeScadenza && (
        <TextField
          type="date"
          label="Data di scadenza"
          value={dataScadenza}
          onChange={(event) => setDataScadenza(event.target.value)}
          InputLabelProps={{ shrink: true }}
          inputProps={{ min: oggiInItalia() }}
          error={Boolean(errori.dataScadenza)}
          helperText={errori.dataScadenza ?? 'Obbligatoria per questa tipologia'}
          required
        />
      )}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <SceltaFile etichetta="Scegli il file" disabled={inCorso} onFile={setFile} />
        <Typography id={fileId} variant="body2" color={errori.file ? 'error' : undefined} role={errori.file ? 'alert' : undefined}>
          {file ? `File scelto: ${file.name}` : (errori.file ?? 'Nessun file scelto')}
        </Typography>
      </Stack>
      {avanzamento && <UploadProgress fileName={avanzamento.fileName} percent={avanzamento.percent} />}
      <div>
        <Button type="submit" variant="contained" disabled={inCorso} aria-describedby={fileId}>
          Carica allegato
        </Button>
      </div>
    </Stack>
  );
};
