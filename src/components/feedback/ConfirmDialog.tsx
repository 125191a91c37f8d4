import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { keysStayInDialog } from './keysStayInDialog';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title?: string;
  readonly message: ReactNode;
  /** While the confirmed request runs nothing in the dialog answers, and it cannot be closed. */
  readonly loading?: boolean;
  readonly onClose: () => void;
  readonly onConfirm: () => void;
}

/** A warning with the message, 'Chiudi' and 'Conferma'. */
export const ConfirmDialog = ({ open, title, message, loading = false, onClose, onConfirm }: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const close = loading ? undefined : onClose;
  return (
    <Dialog open={open} onClose={close} onKeyDown={keysStayInDialog} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title ?? translate('portale.confirm.title')}
      </DialogTitle>
      <IconButton
        aria-label={translate('portale.modal.close')}
        onClick={close}
        disabled={loading}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon titleAccess={translate('portale.modal.close_icon')} />
      </IconButton>
      <DialogContent>
        <Alert severity="warning">{message}</Alert>
        {loading && (
          <Typography role="status" sx={{ mt: 2 }}>
            {translate('portale.loading.operation')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={loading}>
          {translate('portale.confirm.close')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={loading}>
          {translate('portale.confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
