import { createTheme } from '@mui/material/styles';
import { theme as italiaTheme } from '@pagopa/mui-italia/theme';
import { defaultTheme } from 'react-admin';

const { palette, typography, shape, components } = italiaTheme;

/** react-admin's defaults (its own component overrides) under the design system of mui-italia. */
export const portalTheme = createTheme(defaultTheme, { palette, typography, shape, components });
