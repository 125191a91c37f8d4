import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';

/** react-admin's catch-all: an address that matches no page. */
export const NotFoundPage = () => (
  <>
    <PageTitle title="Pagina non trovata" />
    <Typography sx={{ mb: 2 }}>L'indirizzo richiesto non corrisponde a nessuna pagina del portale.</Typography>
    <Button component={Link} to="/" variant="contained">
      Torna alla lista bandi
    </Button>
  </>
);
