import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useGetIdentity, useLogout } from 'react-admin';
import { VisuallyHidden } from '../VisuallyHidden';

/**
 * 'Area riservata': the person's name, the unread notifications and 'Esci'. MUI's Menu closes on
 * Escape, outside click and Tab, and gives focus back to the button.
 */
export const ProfileMenu = ({ notificationCount = 0 }: { notificationCount?: number }) => {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  if (!identity) return null;

  return (
    <>
      <Button
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
        <VisuallyHidden>Area riservata: </VisuallyHidden>
        {identity.fullName}
        {notificationCount > 0 && <VisuallyHidden>, {notificationCount} notifiche non lette</VisuallyHidden>}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        <MenuItem onClick={() => logout()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Esci
        </MenuItem>
      </Menu>
    </>
  );
};
