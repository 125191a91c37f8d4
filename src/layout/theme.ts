import { createTheme } from '@mui/material/styles';
import { theme as italiaTheme } from '@pagopa/mui-italia/theme';
import { defaultTheme } from 'react-admin';

const { palette, typography, shape, components } = italiaTheme;

/** mui-italia's darkest red, for the texts of an invalid field. */
const ERRORE_LEGGIBILE = (palette.error as unknown as Record<number, string>)[850];

/**
 * react-admin's defaults (its own component overrides) under the design system of mui-italia. A focused label
 * floats over the grey of a filled input, where the design system's primary blue falls short of 4.5:1; so does its
 * red (error.dark) for an invalid field's label and message, on the grey and on white alike.
 */
export const portalTheme = createTheme(defaultTheme, {
  palette,
  typography,
  shape,
  components: {
    ...components,
    MuiInputLabel: {
      styleOverrides: { root: { '&.Mui-focused': { color: palette.primary.dark }, '&.Mui-error': { color: ERRORE_LEGGIBILE } } },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { ...(components?.MuiFormHelperText?.styleOverrides?.root as object), '&.Mui-error': { color: ERRORE_LEGGIBILE } } },
    },
  },
});
