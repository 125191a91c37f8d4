import Alert from '@mui/material/Alert';
import { PageTitle } from '../layout/PageTitle';

export const NotAuthorizedPage = () => (
  <>
    <PageTitle title="Accesso negato" />
    <Alert severity="error">Accesso negato: Non hai i permessi necessari per accedere a questa funzionalità.</Alert>
  </>
);
