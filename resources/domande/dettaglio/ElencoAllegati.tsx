import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { AllegatoDomanda, CategoriaAllegatoDomanda } from '../../../contract/allegatiDomanda/record';
import { Elimina, Scarica } from '../../allegati/file/PulsantiFile';
import { SceltaFile } from '../../allegati/file/SceltaFile';
import { TabellaFileCaricati } from '../../allegati/file/TabellaFileCaricati';
import { useCaricamento } from '../../allegati/file/useCaricamento';
import { UploadProgress } from '../../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import { CategoriaAllegato } from './CategoriaAllegato';

/** As the choice reads: whether forwarding needs it, whether its file must be digitally signed. */
const nomeCategoria = (
  translate: ReturnType<typeof useTranslate>,
  {
    descrizione,
    obbligatoria,
    richiedeFirma,
  }: Pick<CategoriaAllegatoDomanda, 'descrizione' | 'obbligatoria' | 'richiedeFirma'>,
) => {
  const nome = richiedeFirma ? translate('domande.allegati.conFirma', { descrizione }) : descrizione;
  return obbligatoria ? translate('domande.allegati.obbligatoria', { descrizione: nome }) : nome;
};

interface Props {
  /** `allegatiDomanda` or `allegatiBeneficiarioDomanda`, and the reference list of their categories. */
  readonly resource: string;
  readonly categorieResource: string;
  /** The list's parent (`{ idDomanda }` or `{ idBeneficiario }`) and what an upload also names. */
  readonly padre: Record<string, number>;
  readonly caricamento: Record<string, number>;
  readonly titolo: string;
  readonly modificabile: boolean;
}

/**
 * The files of an application or beneficiary by category, each with its expiry, who uploaded it and when; with upload
 * (category, expiry), download and delete.
 */
export const ElencoAllegati = ({ resource, categorieResource, padre, caricamento, titolo, modificabile }: Props) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const titoloId = useId();
  const { avanzamento, inCorso, carica, erroreFile } = useCaricamento();
  const [scelta, setScelta] = useState<{ idCategoria?: number; dataScadenza?: string }>({});
  const tutti = { pagination: { page: 1, perPage: 500 } };
  const { data: allegati = [], refetch } = useGetList<AllegatoDomanda & RaRecord>(resource, {
    ...tutti,
    filter: padre,
  });
  const { data: categorie = [] } = useGetList<CategoriaAllegatoDomanda & RaRecord>(categorieResource, tutti, {
    enabled: modificabile,
  });
  const categoria = categorie.find(({ idCategoria }) => idCategoria === scelta.idCategoria);

  const invia = async (file: File) => {
    const params = { ...caricamento, ...scelta };
    const caricato = await carica(file, (onUploadProgress) =>
      dataProvider.action(resource, 'carica', { params, file, onUploadProgress }),
    );
    if (caricato) await refetch();
  };
  return (
    <Stack component="section" spacing={1} sx={{ mb: 3 }} aria-label={titolo}>
      <Typography component="h3" variant="h6" id={titoloId}>
        {titolo}
      </Typography>
      {allegati.length === 0 ? (
        <Typography>{translate('domande.allegati.nessuno')}</Typography>
      ) : (
        <TabellaFileCaricati
          file={allegati}
          iniziali={[
            {
              intestazione: translate('domande.allegati.categoria'),
              cella: (allegato) => <CategoriaAllegato allegato={allegato} />,
            },
          ]}
          titoloId={titoloId}
          chiave={(allegato) => allegato.idAllegato}
          azioni={(allegato) => (
            <>
              <Scarica
                resource={resource}
                azione="scarica"
                valori={{ idAllegato: allegato.idAllegato }}
                nome={allegato.nomeFile}
              />
              {modificabile && (
                <Elimina
                  resource={resource}
                  esegui={() =>
                    dataProvider.delete(resource, { id: allegato.idAllegato, previousData: { ...allegato, ...padre } })
                  }
                  nome={allegato.nomeFile}
                  domanda={translate('domande.allegati.eliminare', { nome: allegato.nomeFile })}
                  onEliminato={() => void refetch()}
                />
              )}
            </>
          )}
        />
      )}
      {modificabile && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 280 }}
            label={translate('domande.allegati.categoria')}
            value={scelta.idCategoria ?? ''}
            onChange={(event) => setScelta({ idCategoria: Number(event.target.value) })}
          >
            {categorie.map(({ idCategoria, descrizione, obbligatoria, richiedeFirma }) => (
              <MenuItem key={idCategoria} value={idCategoria}>
                {nomeCategoria(translate, { descrizione, obbligatoria, richiedeFirma })}
              </MenuItem>
            ))}
          </TextField>
          {categoria?.richiedeScadenza && (
            <TextField
              type="date"
              size="small"
              label={translate('domande.allegati.dataScadenza')}
              InputLabelProps={{ shrink: true }}
              value={scelta.dataScadenza ?? ''}
              onChange={(event) => setScelta((prima) => ({ ...prima, dataScadenza: event.target.value }))}
            />
          )}
          <SceltaFile
            etichetta={translate('domande.allegati.carica', { dove: titolo })}
            disabled={inCorso || !categoria || (categoria.richiedeScadenza && !scelta.dataScadenza)}
            onFile={(file) => void invia(file)}
            erroreServer={erroreFile}
          />
        </Stack>
      )}
      {avanzamento && <UploadProgress {...avanzamento} />}
    </Stack>
  );
};
