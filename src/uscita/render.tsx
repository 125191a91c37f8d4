import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@pagopa/mui-italia/theme';
import { createRoot } from 'react-dom/client';
import { i18nProvider } from '../../i18n';
import logo from '../layout/logo.svg';
import type { AppConfig } from '../startup/config';
import { PaginaUscita } from './PaginaUscita';

/** Renders the logged-out page: the design system's theme and header, no session. */
export async function renderUscita(root: HTMLElement, config: AppConfig, base: string): Promise<void> {
  await i18nProvider.loadScreenTexts();
  const t = (chiave: string, valori?: Record<string, unknown>) => i18nProvider.translate(chiave, valori);
  createRoot(root).render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <PaginaUscita t={t} portalHome={config.PORTAL_HOME_URL} appHome={base} logo={logo} />
    </ThemeProvider>,
  );
}
