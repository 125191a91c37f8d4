import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notifica } from '../../../contract/notifiche/schema';
import { formatiItaliani } from '../../engine/formatiItaliani';
import { VisuallyHidden } from '../VisuallyHidden';

/** One of the latest notifications in the profile menu: what happened, when, and what it means; it opens its page. */
export const NotificaMenuItem = ({ notifica, onClick }: { notifica: Notifica; onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <MenuItem
      component={Link}
      to={notifica.link ?? '/notifiche'}
      onClick={onClick}
      sx={{ whiteSpace: 'normal', maxWidth: 380, display: 'block' }}
    >
      <Typography component="span" display="block" sx={{ fontWeight: notifica.letto ? 400 : 700 }}>
        {notifica.titolo}
        {!notifica.letto && <VisuallyHidden>{translate('portale.shell.unread')}</VisuallyHidden>}
      </Typography>
      <Typography component="span" display="block" variant="body2">
        {formatiItaliani.dateTime.format(new Date(notifica.dataCreazione))}: {notifica.testo}
      </Typography>
    </MenuItem>
  );
};
