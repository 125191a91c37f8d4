/**
 * The actions' column stays at the table's right edge when a wide column (a long name) makes the table scroll
 * sideways: the row's Dettaglio and menu never leave the screen. Its own background covers what scrolls under it.
 */
export const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;
