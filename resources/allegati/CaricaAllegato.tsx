import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError, useTranslate } from 'react-admin';
import { useId, useState, type FormEvent } from 'react';
import { UploadProgress } from '../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import type { CategoriaAllegato, TipologiaAllegato } from '../../contract/allegati/chiamate';
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

/** As the choice reads: whether the type asks an expiry date, whether its file must be digitally signed. */
const nomeTipologia = (translate: ReturnType<typeof useTranslate>, tipologia: TipologiaAllegato) => {
  const nome = tipologia.richiedeFirma
    ? translate('portale.allegati.upload.with_signature', { type: tipologia.descrizione })
    : tipologia.descrizione;
  return tipologia.richiedeScadenza ? translate('portale.allegati.upload.with_expiry', { type: nome }) : nome;
};

/**
 * Uploads one attachment: its type (grouped by category), the expiry date the type may require, the file; the bar
 * shows the upload's progress. The server checks everything again (type, date, size, kind of file).
 */
export const CaricaAllegato = ({ ambito, id, categorie, tipologie, onCaricato }: Props) => {
  const translate = useTranslate();
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
      ...(tipologia ? {} : { idTipologia: translate('portale.allegati.upload.type_missing') }),
      ...(tipologia?.richiedeScadenza && !dataScadenza
        ? { dataScadenza: translate('portale.allegati.upload.expiry_missing', { type: tipologia.descrizione }) }
        : {}),
      ...(file ? {} : { file: translate('portale.allegati.upload.file_missing') }),
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
    <Stack
      component="form"
      noValidate
      onSubmit={invia}
      spacing={2}
      aria-label={translate('portale.allegati.upload.title')}
      sx={{ maxWidth: 640 }}
    >
      <TextField
        select
        label={translate('portale.allegati.upload.type')}
        value={idTipologia}
        onChange={(event) => {
          setIdTipologia(event.target.value);
          setDataScadenza('');
        }}
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
                  {nomeTipologia(translate, candidata)}
                </option>
              ))}
          </optgroup>
        ))}
      </TextField>
      {tipologia?.richiedeScadenza && (
        <TextField
          type="date"
          label={translate('portale.allegati.upload.expiry')}
          value={dataScadenza}
          onChange={(event) => setDataScadenza(event.target.value)}
          InputLabelProps={{ shrink: true }}
          inputProps={{ min: oggiInItalia() }}
          error={Boolean(errori.dataScadenza)}
          helperText={errori.dataScadenza ?? translate('portale.allegati.upload.expiry_help')}
          required
        />
      )}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <SceltaFile etichetta={translate('portale.allegati.upload.choose_file')} disabled={inCorso} onFile={setFile} />
        <Typography
          id={fileId}
          variant="body2"
          color={errori.file ? 'error' : undefined}
          role={errori.file ? 'alert' : undefined}
        >
          {/* A refusal of the chosen file (its signature, its type) says why next to its name. */}
          {[
            file ? translate('portale.allegati.upload.chosen', { file: file.name }) : undefined,
            errori.file ?? (file ? undefined : translate('portale.allegati.upload.none_chosen')),
          ]
            .filter(Boolean)
            .join(' — ')}
        </Typography>
      </Stack>
      {avanzamento && <UploadProgress {...avanzamento} />}
      <div>
        <Button type="submit" variant="contained" disabled={inCorso} aria-describedby={fileId}>
          {translate('portale.allegati.upload.submit')}
        </Button>
      </div>
    </Stack>
  );
};
