import { useEffect } from 'react';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Notifica } from '../../../contract/notifiche/schema';
import { usePortalDataProvider } from '../../engine/actions/usePortalDataProvider';

const OGNI_MINUTO = 60_000;
const RECENTI = 5;

/**
 * The unread count for the badge: a page of one, whose total the server gives; again every minute and on navigation.
 */
export function useNotificheNonLette(): number {
  const { pathname } = useLocation();
  const { total = 0, refetch } = useGetList(
    'notifiche',
    { filter: { letto: false }, pagination: { page: 1, perPage: 1 } },
    { refetchInterval: OGNI_MINUTO },
  );
  useEffect(() => {
    void refetch();
  }, [pathname, refetch]);
  return total;
}

/** The latest notifications for the profile menu, and 'Segna tutte come lette'. */
export function useNotificheRecenti(enabled: boolean) {
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { data = [] } = useGetList<Notifica & { id: number }>(
    'notifiche',
    { pagination: { page: 1, perPage: RECENTI } },
    { enabled },
  );
  const segnaTutteLette = async () => {
    try {
      await dataProvider.action('notifiche', 'segnaTutteLette');
      refresh();
    } catch {
      notify('portale.shell.mark_all_read_failed', { type: 'error' });
    }
  };
  return { recenti: data, segnaTutteLette };
}
