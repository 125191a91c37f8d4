import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page; visible only while focused. */
export const SkipLink = () => (
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
    Vai al contenuto principale
  </Link>
);
