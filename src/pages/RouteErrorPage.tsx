import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { portalTheme } from '../layout/theme';

const TITLES: Readonly<Record<number, string>> = {
  400: 'Richiesta non valida',
  404: 'Pagina non trovata',
  405: 'Operazione non consentita',
};

const describe = (error: unknown): { status?: number; title: string } => {
  if (!isRouteErrorResponse(error)) return { title: "Errore imprevisto dell'applicazione" };
  return { status: error.status, title: TITLES[error.status] ?? "Errore imprevisto dell'applicazione" };
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
          {status ? `Errore ${status}: ${title}.` : 'Si è verificato un errore imprevisto.'}
        </Alert>
        <Link href={import.meta.env.BASE_URL}>Torna alla lista bandi</Link>
      </Box>
    </ThemeProvider>
  );
};
