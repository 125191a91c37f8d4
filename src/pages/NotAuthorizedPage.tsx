import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';

export const NotAuthorizedPage = () => {
  const translate = useTranslate();
  return (
    <>
      <PageTitle title={translate('portale.errors.access_denied_title')} />
      <Alert severity="error">{translate('portale.errors.access_denied')}</Alert>
    </>
  );
};
