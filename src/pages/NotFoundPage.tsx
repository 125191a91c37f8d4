import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';

/** react-admin's catch-all: an address that matches no page. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={translate('portale.pages.not_found_title')} />
      <Typography sx={{ mb: 2 }}>{translate('portale.pages.not_found')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('portale.pages.back_to_calls')}
      </Button>
    </>
  );
};
