import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../startup/AppConfigContext';
import logo from './logo.svg';

export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', px: 3, py: 4, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
      <Link
        href={useAppConfig().PORTAL_HOME_URL}
        title={translate('portale.shell.go_home')}
        color="inherit"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
      >
        <img src={logo} alt="" width={40} height={40} />
        {translate('portale.shell.ministry_name')}
      </Link>
      <Typography variant="body2" color="inherit" sx={{ mt: 2 }}>
        {translate('portale.shell.product_name')}
      </Typography>
    </Box>
  );
};
