import { createTheme } from '@mui/material/styles';
import { theme as italiaTheme } from '@pagopa/mui-italia/theme';
import { defaultTheme } from 'react-admin';

const { palette, typography, shape, components } = italiaTheme;
const italiaButton = components?.MuiButton?.styleOverrides as Record<string, object>;

/** A button at least as tall as the design system's size, taller when its label wraps to more lines than fit. */
const growsWithLabel = (size: 'sizeSmall' | 'sizeMedium' | 'sizeLarge', minHeight: string) => ({
  ...italiaButton[size],
  height: 'auto',
  minHeight,
  paddingTop: '6px',
  paddingBottom: '6px',
});

/** The design system's sign of the keyboard's focus on its buttons and links. */
const FOCUS_OUTLINE = { outline: `2px solid ${palette.primary.main}`, outlineOffset: '2px' };
/** The same inside a round box whose padding is already its target: a table's cell does not cut it. */
const INNER_FOCUS_OUTLINE = { ...FOCUS_OUTLINE, outlineOffset: '-2px' };

/** mui-italia's darkest red, for the texts of an invalid field. */
const ERRORE_LEGGIBILE = (palette.error as unknown as Record<number, string>)[850];

/**
 * react-admin's defaults (its own component overrides) under the design system of mui-italia. A focused label
 * floats over the grey of a filled input, where the design system's primary blue falls short of 4.5:1; so does its
 * red (error.dark) for an invalid field's label, a group's legend (a refused checklist item) and message, on the grey
 * and on white alike. A read-only group's
 * legend (a checklist item shown to who may not change it) names what is shown: MUI's disabled grey is 2.4:1. White on
 * the design system's red of an error toast falls short too: the toast takes the same readable red. The design
 * system's buttons have a fixed height, which cut off a label wrapped to a third line: they grow instead. A sortable
 * column's heading, focused, only turned grey, a checkbox or radio took a faint grey halo, a tab a ripple that comes a
 * moment later: they take the design system's focus outline, as its buttons do.
 *
 * No ripple anywhere, as the design system already chose for its icon buttons, menus and pages: MUI mounts a ripple in
 * every button after its first drawing, a second drawing of each (18 of the programme list's 33 on a phone); any
 * control of MUI's buttons without a focus sign of its own takes the outline. (The ripple also hid from axe what a
 * button's text stands on: the design system's red of a delete button is 2.9:1 on white; it takes the readable red.)
 */
export const portalTheme = createTheme(defaultTheme, {
  palette,
  typography,
  shape,
  components: {
    ...components,
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_OUTLINE } },
    },
    MuiButton: {
      ...components?.MuiButton,
      styleOverrides: {
        ...italiaButton,
        sizeSmall: growsWithLabel('sizeSmall', '40px'),
        sizeMedium: growsWithLabel('sizeMedium', '48px'),
        sizeLarge: growsWithLabel('sizeLarge', '56px'),
        textError: { color: ERRORE_LEGGIBILE },
        outlinedError: {
          ...italiaButton.outlinedError,
          color: ERRORE_LEGGIBILE,
          borderColor: ERRORE_LEGGIBILE,
          '&:hover': { color: ERRORE_LEGGIBILE, borderColor: 'currentColor' },
        },
      },
    },
    MuiTableSortLabel: {
      styleOverrides: { root: { '&.Mui-focusVisible': { ...FOCUS_OUTLINE, borderRadius: '4px' } } },
    },
    MuiCheckbox: { styleOverrides: { root: { '&.Mui-focusVisible': INNER_FOCUS_OUTLINE } } },
    MuiRadio: { styleOverrides: { root: { '&.Mui-focusVisible': INNER_FOCUS_OUTLINE } } },
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': INNER_FOCUS_OUTLINE } } },
    MuiInputLabel: {
      styleOverrides: {
        root: { '&.Mui-focused': { color: palette.primary.dark }, '&.Mui-error': { color: ERRORE_LEGGIBILE } },
      },
    },
    MuiFormLabel: {
      styleOverrides: {
        root: { '&.Mui-disabled': { color: palette.text.secondary }, '&.Mui-error': { color: ERRORE_LEGGIBILE } },
      },
    },
    RaNotification: {
      styleOverrides: { root: { '& .RaNotification-error': { backgroundColor: ERRORE_LEGGIBILE, color: '#fff' } } },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: {
          ...(components?.MuiFormHelperText?.styleOverrides?.root as object),
          '&.Mui-error': { color: ERRORE_LEGGIBILE },
        },
      },
    },
  },
});
