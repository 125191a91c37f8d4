import { alpha, decomposeColor, recomposeColor, type Theme } from '@mui/material/styles';

/** `overlay` (a translucent colour, as MUI writes a row's hover and selection) painted over the opaque `base`. */
function over(base: string, overlay: string): string {
  const under = decomposeColor(base).values;
  const { values } = decomposeColor(overlay);
  const opacity = values[3] ?? 1;
  const mixed = [0, 1, 2].map((i) => Math.round(values[i] * opacity + under[i] * (1 - opacity)));
  return recomposeColor({ type: 'rgb', values: [mixed[0], mixed[1], mixed[2]] });
}

/**
 * A row's own background, opaque: the paper, and MUI's hover and selection shades already painted over it. The sticky
 * actions cell inherits it, so it takes the row's hover and selected colour and still hides what scrolls under it.
 */
export const OPAQUE_ROW = ({ palette }: Theme) => {
  const paper = palette.background.paper;
  const selected = alpha(palette.primary.main, palette.action.selectedOpacity);
  const selectedHover = alpha(palette.primary.main, palette.action.selectedOpacity + palette.action.hoverOpacity);
  // The design system's blue is 4.7:1 on white only: on a hovered or chosen row, its links and buttons take the darker.
  const leggibile = {
    '& .MuiButton-textPrimary, & .MuiButton-outlinedPrimary, & .MuiLink-root': { color: palette.primary.dark },
  };
  return {
    backgroundColor: paper,
    '&.MuiTableRow-hover:hover': { backgroundColor: over(paper, palette.action.hover), ...leggibile },
    '&.Mui-selected': { backgroundColor: over(paper, selected), ...leggibile },
    '&.Mui-selected:hover': { backgroundColor: over(paper, selectedHover) },
  };
};

/**
 * The actions' column stays at the table's right edge when a wide column (a long name) makes the table scroll
 * sideways: the row's Dettaglio and menu never leave the screen. It takes its row's opaque background (`OPAQUE_ROW`).
 */
export const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'inherit',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;
