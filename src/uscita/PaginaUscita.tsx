import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HeaderAccount } from '@pagopa/mui-italia/components/HeaderAccount';
import { useEffect } from 'react';

type Traduci = (chiave: string, valori?: Record<string, unknown>) => string;

interface Props {
  readonly t: Traduci;
  /** The ministry's portal, the header's first link. */
  readonly portalHome: string;
  /** The app's own address: opening it asks the identity provider to sign in again. */
  readonly appHome: string;
  readonly logo: string;
}

/**
 * After 'Esci': the design system's header, logged out, whose button 'Entra in my Contratti di filiera'
 * signs in again. No session and no react-admin: the page loads nothing else.
 */
export const PaginaUscita = ({ t, portalHome, appHome, logo }: Props) => {
  const titolo = t('portale.shell.logged_out_title');
  useEffect(() => {
    document.title = `${titolo} - ${t('portale.shell.product_name')}`;
  }, [titolo, t]);
  const ministero = t('portale.shell.ministry_name');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.paper' }}>
      <Box component="header">
        <HeaderAccount
          rootLink={{ label: ministero, href: portalHome, ariaLabel: ministero, title: t('portale.shell.go_home') }}
          loggedUser={false}
          enableLogin
          enableAssistanceButton={false}
          onAssistanceClick={() => undefined}
          onLogin={() => location.assign(appHome)}
          translationsMap={{ logIn: t('portale.shell.login', { product: t('portale.shell.login_product') }) }}
        />
        <Stack
          direction="row"
          alignItems="center"
          spacing={2}
          sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <img src={logo} alt={t('portale.shell.logo')} width={48} height={48} />
          <Typography component="p" variant="h5" fontWeight={700}>
            {t('portale.shell.product_name')}
          </Typography>
        </Stack>
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: 6 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
          {titolo}
        </Typography>
        <Typography>{t('portale.shell.logged_out_text')}</Typography>
      </Container>
    </Box>
  );
};
