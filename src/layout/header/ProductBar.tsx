import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import logo from '../logo.svg';
import { MainNavigation } from './MainNavigation';

export const ProductBar = ({ shrunk }: { shrunk: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={2}
      sx={{ px: 3, py: shrunk ? 0.5 : 2, transition: (theme) => theme.transitions.create('padding') }}
    >
      <MainNavigation />
      <img src={logo} alt={translate('portale.shell.logo')} width={shrunk ? 32 : 48} height={shrunk ? 32 : 48} />
      <Link
        component={RouterLink}
        to="/"
        variant={shrunk ? 'h6' : 'h5'}
        underline="hover"
        color="text.primary"
        fontWeight={700}
      >
        {translate('portale.shell.product_name')}
      </Link>
    </Stack>
  );
};
