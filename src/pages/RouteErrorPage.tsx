import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { i18nProvider } from '../../i18n';
import { portalTheme } from '../layout/theme';

// The page replaces react-admin, and its translation context with it: the provider itself keeps the chosen language.
const { translate } = i18nProvider;

const TITLES: Readonly<Record<number, string>> = {
  400: 'portale.pages.bad_request',
  404: 'portale.pages.not_found_title',
  405: 'portale.pages.not_allowed',
};

const describe = (error: unknown): { status?: number; title: string } => {
  if (!isRouteErrorResponse(error)) return { title: translate('portale.pages.application_error') };
  return { status: error.status, title: translate(TITLES[error.status] ?? 'portale.pages.application_error') };
};

/** The router's errorElement: it replaces the whole app, so it brings its own theme. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { status, title } = describe(error);
  if (!status) console.error(error);
  return (
    <ThemeProvider theme={portalTheme}>
      <Box component="main" sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Alert severity="error" sx={{ mb: 2 }}>
          {status
            ? translate('portale.pages.route_error', { status, title })
            : translate('portale.pages.route_error_unknown')}
        </Alert>
        <Link href={import.meta.env.BASE_URL}>{translate('portale.pages.back_to_calls')}</Link>
      </Box>
    </ThemeProvider>
  );
};
