import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '../VisuallyHidden';
import { LanguageMenuItem } from './LanguageMenuItem';
import { NotificaMenuItem } from './NotificaMenuItem';
import { useNotificheRecenti } from './useNotifiche';

/**
 * 'Area riservata': the person's name, the latest notifications and the way to all of them, the language and
 * 'Esci'. MUI's Menu closes on Escape, outside click and Tab, and gives focus back to the button.
 */
export const ProfileMenu = ({ notificationCount = 0 }: { notificationCount?: number }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const { recenti, segnaTutteLette } = useNotificheRecenti(Boolean(anchor));
  if (!identity) return null;

  return (
    <>
      <Button
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={
          <Badge aria-hidden badgeContent={notificationCount} color="error" invisible={notificationCount === 0}>
            <AccountCircleIcon />
          </Badge>
        }
      >
        <VisuallyHidden>{translate('portale.shell.reserved_area_of')}</VisuallyHidden>
        {identity.fullName}
        {notificationCount > 0 && (
          <VisuallyHidden>{translate('portale.shell.unread_count', { smart_count: notificationCount })}</VisuallyHidden>
        )}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {recenti.map((notifica) => (
          <NotificaMenuItem key={notifica.id} notifica={notifica} onClick={() => setAnchor(null)} />
        ))}
        <MenuItem component={Link} to="/notifiche" onClick={() => setAnchor(null)} divider>
          {translate('portale.shell.all_notifications')}
        </MenuItem>
        {notificationCount > 0 && (
          <MenuItem divider onClick={() => void segnaTutteLette()}>
            {translate('portale.shell.mark_all_read')}
          </MenuItem>
        )}
        <LanguageMenuItem />
        <MenuItem onClick={() => logout()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('portale.shell.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
