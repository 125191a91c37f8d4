import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useGetList, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { AllegatoGraduatoria, Graduatoria } from '../../../contract/graduatoria/record';
import { UploadProgress } from '../../../src/components/feedback/UploadProgress';
import { useActionAllowed } from '../../../src/engine/actions/useActionAllowed';
import { usePortalDataProvider } from '../../../src/engine/actions/usePortalDataProvider';
import { Elimina, Scarica } from '../../allegati/file/PulsantiFile';
import { SceltaFile } from '../../allegati/file/SceltaFile';
import { TabellaFileCaricati } from '../../allegati/file/TabellaFileCaricati';
import { useCaricamento } from '../../allegati/file/useCaricamento';
import { giorno } from '../../../src/engine/format';
import { erroreData, giornoInItalia } from '../../../contract/validators/date-vere';

const RISORSA = 'allegatoGraduatoria';

/**
 * The decree adopting the final ranking: one file with its date, who uploaded it and when (a new upload replaces it),
 * read by everyone.
 */
export const DecretoGraduatoria = ({ graduatoria }: { graduatoria: Graduatoria & RaRecord }) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const refresh = useRefresh();
  const titoloId = useId();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const [dataDecreto, setDataDecreto] = useState('');
  const { idBando } = graduatoria;
  const scrivibile = useActionAllowed(RISORSA, 'carica', graduatoria);
  const { data: decreti = [] } = useGetList<AllegatoGraduatoria & RaRecord>(RISORSA, {
    filter: { idBando },
    pagination: { page: 1, perPage: 10 },
  });
  const titolo = translate('graduatoria.decretoTitolo');
  // The server's own rule: a decree dated after today or before the ranking became final is marked, not sent.
  const erroreDecreto =
    dataDecreto &&
    erroreData('decreto', dataDecreto, { oggi: giornoInItalia(new Date()), finalizzazione: graduatoria.finalizzataIl });
  const invia = async (file: File) => {
    const caricato = await carica(file, (onUploadProgress) =>
      dataProvider.action(RISORSA, 'carica', { params: { idBando }, body: { dataDecreto }, file, onUploadProgress }),
    );
    // The ranking names its decree's date: the whole page reads it again.
    if (caricato) refresh();
  };
  return (
    <Stack component="section" spacing={1} aria-label={titolo} sx={{ my: 3 }}>
      <Typography component="h2" variant="h6" id={titoloId}>
        {titolo}
      </Typography>
      {decreti.length === 0 ? (
        <Typography>{translate('graduatoria.nessunDecreto')}</Typography>
      ) : (
        <TabellaFileCaricati
          file={decreti}
          iniziali={[
            {
              intestazione: translate('graduatoria.dataDecreto'),
              cella: (decreto) => <time dateTime={decreto.dataDecreto}>{giorno(decreto.dataDecreto)}</time>,
            },
          ]}
          titoloId={titoloId}
          chiave={(decreto) => decreto.nomeFile}
          azioni={(decreto) => (
            <>
              <Scarica resource={RISORSA} azione="scarica" valori={{ idBando }} nome={decreto.nomeFile} />
              {scrivibile && (
                <Elimina
                  resource={RISORSA}
                  esegui={() => dataProvider.delete(RISORSA, { id: idBando, previousData: decreto })}
                  nome={decreto.nomeFile}
                  domanda={translate('graduatoria.eliminareDecreto', { nome: decreto.nomeFile })}
                  onEliminato={refresh}
                />
              )}
            </>
          )}
        />
      )}
      {scrivibile && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField
            type="date"
            size="small"
            label={translate('graduatoria.dataDecreto')}
            InputLabelProps={{ shrink: true }}
            value={dataDecreto}
            onChange={(event) => setDataDecreto(event.target.value)}
            error={Boolean(erroreDecreto)}
            helperText={erroreDecreto || undefined}
            FormHelperTextProps={{ role: erroreDecreto ? 'alert' : undefined }}
          />
          <SceltaFile
            etichetta={translate('graduatoria.caricaDecreto')}
            disabled={inCorso || !dataDecreto || Boolean(erroreDecreto)}
            onFile={(file) => void invia(file)}
          />
        </Stack>
      )}
      {avanzamento && <UploadProgress {...avanzamento} />}
    </Stack>
  );
};
