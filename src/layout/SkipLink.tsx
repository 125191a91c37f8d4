import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page; visible only while focused. */
export const SkipLink = () => {
  const translate = useTranslate();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 'tooltip',
        p: 1.5,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {translate('portale.shell.skip_to_content')}
    </Link>
  );
};
