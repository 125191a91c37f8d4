import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { LoadingWrapper } from '../../../src/layout/LoadingWrapper';
import { PageTitle } from '../../../src/layout/PageTitle';
import { listaProgrammiPath } from '../percorsi';
import type { ProgrammaRecord } from '../../../contract/programmi/schema';
import { conteggiPerStato } from './conteggi';
import { GraficoStati } from './GraficoStati';
import { TabellaStati } from './TabellaStati';

// The server's largest page; the service has no summary call, so the counts are made here from the list.
const PROGRAMMI_LETTI = 1000;

/** Counts and amounts per state of a call's programmes, as a chart and as a table. */
export const Cruscotto = ({ idBando }: { idBando: string }) => {
  const translate = useTranslate();
  const { data: bando } = useGetOne('bandi', { id: idBando });
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<ProgrammaRecord & { id: number }>('programmi', {
    filter: { idBando: Number(idBando) },
    pagination: { page: 1, perPage: PROGRAMMI_LETTI },
  });
  const conteggi = conteggiPerStato(data);
  return (
    <>
      <PageTitle
        title={
          bando
            ? translate('portale.programmi.dashboard.title_of', { call: bando.descrizione })
            : translate('portale.programmi.dashboard.title')
        }
        trail={[
          { label: translate('portale.bandi.list_title'), to: '/' },
          { label: translate('portale.programmi.of_call'), to: listaProgrammiPath(idBando) },
        ]}
      />
      <LoadingWrapper isPending={isPending} error={error}>
        {total > data.length && (
          <Alert severity="warning">
            {translate('portale.programmi.dashboard.partial', { shown: data.length, total })}
          </Alert>
        )}
        <Grid container spacing={4}>
          <Grid item xs={12} md={6}>
            <GraficoStati conteggi={conteggi} />
          </Grid>
          <Grid item xs={12} md={6}>
            <TabellaStati conteggi={conteggi} />
          </Grid>
        </Grid>
      </LoadingWrapper>
    </>
  );
};
