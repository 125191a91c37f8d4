import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useGetList, type Identifier, type RaRecord } from 'react-admin';
import { UploadProgress } from '../../../src/components/feedback/UploadProgress';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import { Elimina, Scarica } from './PulsantiFile';
import { SceltaFile } from './SceltaFile';
import { TabellaFileCaricati, type FileElencato } from './TabellaFileCaricati';
import { useCaricamento } from './useCaricamento';

/** What a list of a record's files says, already translated. */
export interface TestiElenco {
  readonly titolo: string;
  readonly nessuno: string;
  readonly carica: string;
  readonly eliminare: (nome: string) => string;
}

interface Props<F extends FileElencato> {
  /** The files' resource: its list, its `carica` and `scarica` actions and its delete. */
  readonly resource: string;
  /** The owner's keys: the list's filter and the upload's parameters. */
  readonly proprietario: Record<string, unknown>;
  readonly massimo: number;
  readonly scrivibile: boolean;
  readonly testi: TestiElenco;
  /** The parameters that name one file to its download and its delete. */
  readonly individua: (file: F) => { readonly chiave: Identifier; readonly scarica: Record<string, unknown> };
}

/**
 * A record's uploaded files as a titled section: each with who uploaded it and when, download and delete, and an
 * upload with progress.
 */
export const ElencoFileCaricabili = <F extends FileElencato>({
  resource,
  proprietario,
  massimo,
  scrivibile,
  testi,
  individua,
}: Props<F>) => {
  const dataProvider = usePortalDataProvider();
  const titoloId = useId();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const { data: elencati = [], refetch } = useGetList<F & RaRecord>(resource, {
    filter: proprietario,
    pagination: { page: 1, perPage: massimo },
  });
  const invia = async (scelto: File) => {
    const caricato = await carica(scelto, (onUploadProgress) =>
      dataProvider.action(resource, 'carica', { params: proprietario, file: scelto, onUploadProgress }),
    );
    if (caricato) await refetch();
  };
  return (
    <Stack component="section" spacing={1} aria-label={testi.titolo}>
      <Typography component="h3" variant="h6" id={titoloId}>
        {testi.titolo}
      </Typography>
      {elencati.length === 0 ? (
        <Typography>{testi.nessuno}</Typography>
      ) : (
        <TabellaFileCaricati
          file={elencati}
          titoloId={titoloId}
          chiave={(file) => individua(file).chiave}
          azioni={(file) => {
            const { chiave, scarica } = individua(file);
            return (
              <>
                <Scarica resource={resource} azione="scarica" valori={scarica} nome={file.nomeFile} />
                {scrivibile && (
                  <Elimina
                    resource={resource}
                    esegui={() => dataProvider.delete<RaRecord>(resource, { id: chiave, previousData: file })}
                    nome={file.nomeFile}
                    domanda={testi.eliminare(file.nomeFile)}
                    onEliminato={() => void refetch()}
                  />
                )}
              </>
            );
          }}
        />
      )}
      {scrivibile && (
        <div>
          <SceltaFile etichetta={testi.carica} disabled={inCorso} onFile={(scelto) => void invia(scelto)} />
        </div>
      )}
      {avanzamento && <UploadProgress {...avanzamento} />}
    </Stack>
  );
};
