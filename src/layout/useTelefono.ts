import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Whether the screen is a phone's (below 600 px), where lists are cards and wide things go one under the other. Read
 * at once (noSsr): a phone never draws the wide layout first and then swaps it.
 */
export const useTelefono = (): boolean => useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
