import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { DomandaRecord } from '../../../../contract/domande/schema';
import type { AllegatoValutazione } from '../../../../contract/valutazione/record';
import { UploadProgress } from '../../../../src/components/feedback/UploadProgress';
import { useActionAllowed } from '../../../../src/engine/actions/useActionAllowed';
import { usePortalDataProvider } from '../../../../src/engine/actions/usePortalDataProvider';
import { Elimina, Scarica } from '../../../allegati/file/PulsantiFile';
import { SceltaFile } from '../../../allegati/file/SceltaFile';
import { useCaricamento } from '../../../allegati/file/useCaricamento';

const RISORSA = 'allegatoValutazione';

/** The commission's minutes of the evaluation: one file (a new upload replaces it), with download and delete. */
export const VerbaleValutazione = ({ domanda }: { domanda: DomandaRecord }) => {
  const translate = useTranslate();
  const dataProvider = usePortalDataProvider();
  const { avanzamento, inCorso, carica } = useCaricamento();
  const scrivibile = useActionAllowed(RISORSA, 'carica', domanda as never);
  const { idDomanda } = domanda;
  const { data: verbali = [], refetch } = useGetList<AllegatoValutazione & RaRecord>(RISORSA, {
    filter: { idDomanda },
    pagination: { page: 1, perPage: 10 },
  });
  const titolo = translate('valutazione.verbale.titolo');
  const invia = async (scelto: File) => {
    const caricato = await carica(scelto, (onUploadProgress) =>
      dataProvider.action(RISORSA, 'carica', { params: { idDomanda }, file: scelto, onUploadProgress }),
    );
    if (caricato) await refetch();
  };
  return (
    <Stack component="section" spacing={1} aria-label={titolo}>
      <Typography component="h3" variant="h6">
        {titolo}
      </Typography>
      {verbali.length === 0 && <Typography>{translate('valutazione.verbale.nessuno')}</Typography>}
      <ul>
        {verbali.map((verbale) => (
          <li key={verbale.nomeFile}>
            {verbale.nomeFile}{' '}
            <Scarica resource={RISORSA} azione="scarica" valori={{ idDomanda }} nome={verbale.nomeFile} />
            {scrivibile && (
              <Elimina
                resource={RISORSA}
                esegui={() => dataProvider.delete(RISORSA, { id: idDomanda, previousData: verbale })}
                nome={verbale.nomeFile}
                domanda={translate('valutazione.verbale.eliminare', { nome: verbale.nomeFile })}
                onEliminato={() => void refetch()}
              />
            )}
          </li>
        ))}
      </ul>
      {scrivibile && (
        <div>
          <SceltaFile
            etichetta={translate('valutazione.verbale.carica')}
            disabled={inCorso}
            onFile={(scelto) => void invia(scelto)}
          />
        </div>
      )}
      {avanzamento && <UploadProgress fileName={avanzamento.fileName} percent={avanzamento.percent} />}
    </Stack>
  );
};
