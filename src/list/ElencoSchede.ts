import { styled } from '@mui/material/styles';

/**
 * The cards' look, written once for every list drawn as cards on a phone: each card's parts are plain elements styled
 * from here. As MUI components, each part serialised, hashed and looked up its styles again in every card of every
 * answer (styling was about a quarter of the scripts' time as a phone loaded the list). The values are mui-italia's
 * for an outlined Card, its CardContent and CardActions. An `ol` (`component="ol"`) where the order is the point.
 */
export const ElencoSchede = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& > li': {
    overflowWrap: 'anywhere',
    overflow: 'hidden',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.spacing(1),
  },
  '& .scheda-contenuto': { padding: theme.spacing(3, 3, 1) },
  '& .scheda-intestazione': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& .scheda-titolo': { ...theme.typography.body1, fontWeight: 600, margin: 0 },
  '& .scheda-sottotitolo': { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: theme.spacing(2), margin: 0 },
  '& dt, & dd': { ...theme.typography.body2, margin: 0 },
  '& dt': { color: theme.palette.text.secondary },
  '& .scheda-azioni': {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: theme.spacing(1, 2),
    padding: theme.spacing(0, 3, 3),
  },
  '& .scheda-altro': { padding: theme.spacing(0, 3, 3) },
}));
