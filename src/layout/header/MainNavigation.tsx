import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFocusTrap } from '../useFocusTrap';
import { useOutsideClick } from '../useOutsideClick';
import { NavigationLinks } from './NavigationLinks';

/** Burger button and the 'Menu principale' panel; focus stays inside while the panel is open. */
export const MainNavigation = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const hide = useCallback(() => setOpen(false), []);
  const closeAndReturnFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useFocusTrap(containerRef, open, closeAndReturnFocus);
  useOutsideClick(containerRef, open, hide);
  useEffect(() => {
    if (open) containerRef.current?.querySelector<HTMLElement>('nav a')?.focus();
  }, [open]);

  return (
    <Box ref={containerRef} sx={{ position: 'relative' }}>
      <IconButton
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={translate(open ? 'portale.shell.hide_navigation' : 'portale.shell.show_navigation')}
        onClick={() => setOpen((isOpen) => !isOpen)}
        color="primary"
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </IconButton>
      <Paper
        component="nav"
        id={panelId}
        aria-label={translate('portale.shell.main_menu')}
        hidden={!open}
        elevation={8}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          minWidth: 280,
          zIndex: 'drawer',
          '&[hidden]': { display: 'none' },
        }}
      >
        <NavigationLinks onNavigate={hide} />
      </Paper>
    </Box>
  );
};
