import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { VisuallyHidden } from '../VisuallyHidden';
import { useNotificheNonLette } from './useNotifiche';

const loadPopup = () => import('./ProfileMenuPopup');
const ProfileMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.ProfileMenuPopup })));

/**
 * 'Area riservata': the person's name, the latest notifications and the way to all of them, the language and
 * 'Esci'. MUI's Menu closes on Escape, outside click and Tab, and gives focus back to the button. The unread count is
 * read here, beside its badge: when it arrives, only the button is drawn again, not the page around it.
 */
export const ProfileMenu = () => {
  const translate = useTranslate();
  const notificationCount = useNotificheNonLette();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing still plays the menu's transition.
  const [opened, setOpened] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  if (!identity) return null;

  return (
    <>
      <Button
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        // Asked for as the pointer or the focus reaches the button, so that the menu is there at the click or Enter.
        onPointerEnter={() => void loadPopup()}
        onFocus={() => void loadPopup()}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
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
      {opened && (
        <Suspense fallback={null}>
          <ProfileMenuPopup
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            notificationCount={notificationCount}
          />
        </Suspense>
      )}
    </>
  );
};
