import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useAppConfig } from '../../startup/AppConfigContext';
import { ProfileMenu } from './ProfileMenu';

export const MINISTRY_NAME = "Ministero dell'agricoltura, della sovranità alimentare e delle foreste";

/** The slim bar of the PA header (mui-italia HeaderAccount's look): the institution and the profile menu. */
export const SlimBar = ({ notificationCount }: { notificationCount?: number }) => (
  <Stack
    direction="row"
    justifyContent="space-between"
    alignItems="center"
    spacing={2}
    sx={{ minHeight: 48, px: 3, borderBottom: 1, borderColor: 'divider' }}
  >
    <Link href={useAppConfig().PORTAL_HOME_URL} variant="body2" fontWeight={700} underline="hover">
      {MINISTRY_NAME}
    </Link>
    <ProfileMenu notificationCount={notificationCount} />
  </Stack>
);
