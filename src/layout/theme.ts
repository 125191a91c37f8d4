import { createTheme } from '@mui/material/styles';
import { theme as italiaTheme } from '@pagopa/mui-italia/theme';
import { defaultTheme } from 'react-admin';

const { palette, typography, shape, components } = italiaTheme;

/**
 * react-admin's defaults (its own component overrides) under the design system of mui-italia. A focused label
 * floats over the grey of a filled input, where the design system's primary blue falls short of 4.5:1.
 */
export const portalTheme = createTheme(defaultTheme, {
  palette,
  typography,
  shape,
  components: {
    ...components,
    MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused': { color: palette.primary.dark } } } },
  },
});
