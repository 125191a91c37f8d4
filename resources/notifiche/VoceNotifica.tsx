import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Notifica } from '../../contract/notifiche/schema';
import { istante } from '../../src/engine/format';

/** One notification: when, whether read, what happened and to which programme, what comes next, and where to go. */
export const VoceNotifica = ({ notifica, onLetta }: { notifica: Notifica; onLetta: () => void }) => {
  const translate = useTranslate();
  const { titolo, testo, link, letto, dataCreazione } = notifica;
  return (
    <Paper component="article" variant="outlined" aria-label={titolo} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Chip
          size="small"
          color={letto ? 'default' : 'primary'}
          label={translate(letto ? 'portale.notifiche.read' : 'portale.notifiche.unread')}
        />
        <Typography variant="body2" component="p">
          {translate('portale.notifiche.received', { date: istante(dataCreazione) })}
        </Typography>
      </Stack>
      <Typography variant="h6" component="h2" sx={{ fontWeight: letto ? 400 : 700 }}>
        {titolo}
      </Typography>
      <Typography sx={{ my: 1 }}>{testo}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {link && (
          <Button
            component={Link}
            to={link}
            variant="contained"
            size="small"
            aria-label={translate('portale.notifiche.open_of', { title: titolo })}
          >
            {translate('portale.notifiche.open')}
          </Button>
        )}
        {!letto && (
          <Button
            variant="outlined"
            size="small"
            onClick={onLetta}
            aria-label={translate('portale.notifiche.mark_read_of', { title: titolo })}
          >
            {translate('portale.notifiche.mark_read')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
};
