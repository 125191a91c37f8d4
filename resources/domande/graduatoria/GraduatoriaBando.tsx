import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RecordContextProvider, useGetOne, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Graduatoria } from '../../../contract/graduatoria/record';
import { graduatorieSchema } from '../../../contract/valutazione/schema';
import { ActionButtons } from '../../../src/engine/actions/ActionButton';
import { DownloadButton } from '../../../src/engine/actions/DownloadButton';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { indirizzoPubblico } from '../../../src/pubblico/indirizzo';
import { PageTitle } from '../../../src/layout/PageTitle';
import { cruscottoDomandePath, listaDomandePath } from '../percorsi';
import { euro, giorno, istante, punti } from '../../../src/engine/format';
import { azioniPossibiliGraduatoria } from '../../../contract/domande/possible-actions';
import { actionInLanguage } from '../../../src/engine/labels';
import { AzioneNonPossibile } from '../../../src/engine/actions/AzioneNonPossibile';
import { useAzioniPossibili } from '../../../src/engine/actions/useAzioniPossibili';
import { DecretoGraduatoria } from './DecretoGraduatoria';
import { GraficoGraduatoria } from './GraficoGraduatoria';
import { TabellaGraduatoria } from './TabellaGraduatoria';

/** Provisional or final, said in words and not only by colour. */
const Stato = ({ graduatoria }: { graduatoria: Graduatoria }) => {
  const translate = useTranslate();
  return (
    <Alert severity={graduatoria.definitiva ? 'success' : 'warning'} sx={{ mb: 2 }}>
      <Chip
        size="small"
        variant="outlined"
        sx={{ mr: 1, color: 'text.primary', fontWeight: 'bold' }}
        label={translate(graduatoria.definitiva ? 'graduatoria.definitiva' : 'graduatoria.provvisoria')}
      />
      {graduatoria.definitiva && graduatoria.finalizzataIl
        ? translate('graduatoria.spiegaDefinitiva', { data: istante(graduatoria.finalizzataIl) })
        : translate('graduatoria.spiegaProvvisoria')}
      {graduatoria.dataDecreto && ` ${translate('graduatoria.decreto', { data: giorno(graduatoria.dataDecreto) })}`}
    </Alert>
  );
};

/** A DC call's ranking: the call's threshold and budget, the rows that explain themselves, the chart. */
export const GraduatoriaBando = ({ idBando }: { idBando: string }) => {
  const translate = useTranslate();
  const {
    data: graduatoria,
    isPending,
    error,
  } = useGetOne<Graduatoria & { id: number }>('graduatorie', {
    id: Number(idBando),
  });
  const possibili = useAzioniPossibili(azioniPossibiliGraduatoria, { idBando });
  const finalizza = possibili?.finalizza;
  const titolo = graduatoria
    ? translate('graduatoria.titolo', { bando: graduatoria.descrizioneBando })
    : translate('graduatoria.titoloBreve');
  return (
    <>
      <PageTitle
        title={titolo}
        trail={[
          { label: translate('domande.percorso.home'), to: '/' },
          { label: translate('domande.percorso.lista'), to: listaDomandePath(idBando) },
        ]}
      />
      <LoadingWrapper isPending={isPending} error={error}>
        {graduatoria && (
          <RecordContextProvider value={graduatoria}>
            <Stato graduatoria={graduatoria} />
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 2 }}>
              {finalizza?.possibile === false ? (
                <AzioneNonPossibile
                  label={
                    actionInLanguage(translate, 'graduatorie', 'finalizza', graduatorieSchema.actions!.finalizza).label
                  }
                  rifiuto={finalizza}
                />
              ) : (
                <ActionButtons schema={graduatorieSchema} />
              )}
              <DownloadButton
                resource="allegatoGraduatoria"
                name="excel"
                label={translate('graduatoria.excel')}
                record={graduatoria}
                recordName={graduatoria.descrizioneBando}
              />
              <Button component={Link} to={cruscottoDomandePath(idBando)} size="small" variant="outlined">
                {translate('graduatoria.cruscotto')}
              </Button>
            </Stack>
            <Typography component="h2" variant="h6">
              {translate('graduatoria.datiBando')}
            </Typography>
            <dl>
              <dt>{translate('graduatoria.punteggioMinimo')}</dt>
              <dd>{punti(graduatoria.punteggioMinimo)}</dd>
              <dt>{translate('graduatoria.budget')}</dt>
              <dd>{euro(graduatoria.budget)}</dd>
            </dl>
            {graduatoria.definitiva && (
              <>
                <MuiLink href={indirizzoPubblico(import.meta.env.BASE_URL, graduatoria.idBando)}>
                  {translate('graduatoria.pubblica.pagina')}
                </MuiLink>
                <DecretoGraduatoria graduatoria={graduatoria} />
              </>
            )}
            {graduatoria.righe.length === 0 ? (
              <Typography>{translate('graduatoria.nessuna')}</Typography>
            ) : (
              <>
                <GraficoGraduatoria graduatoria={graduatoria} />
                <TabellaGraduatoria graduatoria={graduatoria} />
              </>
            )}
          </RecordContextProvider>
        )}
      </LoadingWrapper>
    </>
  );
};
