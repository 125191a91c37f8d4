import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAppConfig } from '../startup/AppConfigContext';
import { LOGO_URL } from './header/ProductBar';
import { MINISTRY_NAME } from './header/SlimBar';
import { PRODUCT_NAME } from './PageTitle';

export const Footer = () => (
  <Box component="footer" sx={{ mt: 'auto', px: 3, py: 4, bgcolor: 'primary.dark', color: 'primary.contrastText' }}>
    <Link
      href={useAppConfig().PORTAL_HOME_URL}
      title="Vai alla homepage"
      color="inherit"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
    >
      <img src={LOGO_URL} alt="" width={40} height={40} />
      {MINISTRY_NAME}
    </Link>
    <Typography variant="body2" color="inherit" sx={{ mt: 2 }}>
      {PRODUCT_NAME}
    </Typography>
  </Box>
);
