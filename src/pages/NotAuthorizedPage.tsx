import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';

/** react-admin's access-denied page (`/access-denied`): why, and the ways back. */
export const NotAuthorizedPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={translate('portale.errors.access_denied_title')} />
      <Alert severity="error">{translate('portale.errors.access_denied')}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => navigate(-1)}>
          {translate('portale.errors.access_denied_back')}
        </Button>
        <Button component={Link} to="/" variant="contained">
          {translate('portale.pages.back_to_calls')}
        </Button>
      </Stack>
    </>
  );
};
