import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'react-admin';
import { useAppConfig } from '../../startup/AppConfigContext';
import { ProfileMenu } from './ProfileMenu';

/** The slim bar of the PA header (mui-italia HeaderAccount's look): the institution and the profile menu. */
export const SlimBar = () => {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      justifyContent="space-between"
      alignItems="center"
      spacing={2}
      sx={{ minHeight: 48, px: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {/* One line: on a phone the profile's name arriving must not wrap it and push the page down. */}
      <Link
        href={useAppConfig().PORTAL_HOME_URL}
        variant="body2"
        fontWeight={700}
        underline="hover"
        noWrap
        title={translate('portale.shell.ministry_name')}
        sx={{ minWidth: 0 }}
      >
        {translate('portale.shell.ministry_name')}
      </Link>
      <ProfileMenu />
    </Stack>
  );
};
