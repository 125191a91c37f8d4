import LogoutIcon from '@mui/icons-material/Logout';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLogout, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LanguageMenuItem } from './LanguageMenuItem';
import { NotificaMenuItem } from './NotificaMenuItem';
import { useNotificheRecenti } from './useNotifiche';

export interface ProfileMenuPopupProps {
  readonly id: string;
  readonly buttonId: string;
  readonly anchor: HTMLElement | null;
  readonly onClose: () => void;
  readonly notificationCount: number;
}

/**
 * The profile button's menu. A file of its own: MUI's Menu, Popover and Modal load when it first opens, not with the
 * first screen (docs/performance.md).
 */
export const ProfileMenuPopup = (props: ProfileMenuPopupProps) => {
  const { id, buttonId, anchor, onClose, notificationCount } = props;
  const translate = useTranslate();
  const logout = useLogout();
  const { recenti, segnaTutteLette } = useNotificheRecenti(Boolean(anchor));
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      MenuListProps={{ 'aria-labelledby': buttonId }}
    >
      {recenti.map((notifica) => (
        <NotificaMenuItem key={notifica.id} notifica={notifica} onClick={onClose} />
      ))}
      <MenuItem component={Link} to="/notifiche" onClick={onClose} divider>
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
  );
};
