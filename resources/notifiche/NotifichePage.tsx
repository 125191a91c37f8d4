import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Notifica } from '../../contract/notifiche/schema';
import { usePortalDataProvider } from '../../src/engine/actions/usePortalDataProvider';
import { LoadingWrapper } from '../../src/layout/LoadingWrapper';
import { PageTitle } from '../../src/layout/PageTitle';
import { VoceNotifica } from './VoceNotifica';

const PER_PAGINA = 10;

/** `/notifiche`: all the person's notifications, newest first, a page at a time, each to mark read or follow. */
export const NotifichePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = usePortalDataProvider();
  const [pagina, setPagina] = useState(1);
  const {
    data = [],
    total = 0,
    isPending,
    error,
  } = useGetList<Notifica & { id: number }>('notifiche', {
    pagination: { page: pagina, perPage: PER_PAGINA },
  });
  const pagine = Math.max(1, Math.ceil(total / PER_PAGINA));
  const esegui = async (azione: 'segnaLetta' | 'segnaTutteLette', notifica?: Notifica) => {
    try {
      await dataProvider.action('notifiche', azione, notifica ? { record: notifica } : {});
      refresh();
    } catch {
      notify(notifica ? 'portale.notifiche.mark_read_failed' : 'portale.shell.mark_all_read_failed', { type: 'error' });
    }
  };
  return (
    <>
      <PageTitle title={translate('portale.notifiche.title')} />
      <LoadingWrapper isPending={isPending} error={error}>
        {data.some((notifica) => !notifica.letto) && (
          <Button variant="outlined" sx={{ mb: 2 }} onClick={() => void esegui('segnaTutteLette')}>
            {translate('portale.shell.mark_all_read')}
          </Button>
        )}
        {total === 0 && <Typography>{translate('portale.notifiche.empty')}</Typography>}
        <Stack spacing={2}>
          {data.map((notifica) => (
            <VoceNotifica key={notifica.id} notifica={notifica} onLetta={() => void esegui('segnaLetta', notifica)} />
          ))}
        </Stack>
        {pagine > 1 && (
          <Stack component="nav" direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
            <Button disabled={pagina === 1} onClick={() => setPagina(pagina - 1)}>
              {translate('portale.notifiche.previous')}
            </Button>
            <Typography aria-live="polite">
              {translate('portale.notifiche.page_of', { page: pagina, pages: pagine })}
            </Typography>
            <Button disabled={pagina === pagine} onClick={() => setPagina(pagina + 1)}>
              {translate('portale.notifiche.next')}
            </Button>
          </Stack>
        )}
      </LoadingWrapper>
    </>
  );
};
