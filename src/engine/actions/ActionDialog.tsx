import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { AnyField } from '../types';
import { inputsOf } from '../inputs';
import { keysStayInDialog } from '../../components/feedback/keysStayInDialog';
import type { Refusal } from './refusal';
import { RefusalAlert } from './RefusalAlert';
import { ModuloDelRecord } from '../forms/ModuloDelRecord';

interface Props {
  readonly title: string;
  readonly confirm?: string;
  readonly fields?: readonly AnyField[];
  readonly initialValues?: Record<string, unknown>;
  readonly pending: boolean;
  /** The server's last refusal that no field shows. */
  readonly refusal?: Refusal;
  /** What the action needs besides its fields, done in place (the approval file, say). */
  readonly children?: ReactNode;
  /** False when the control that opened it is gone (a menu's item): the menu gives the focus back instead. */
  readonly restoreFocus?: boolean;
  readonly onClose: () => void;
  /** May answer the field errors of a refusal, which the form then shows on its fields. */
  readonly onConfirm: (values: Record<string, unknown>) => void | Promise<Record<string, unknown> | undefined | void>;
}

const EMPTY_VALUES = {};

/** Confirm dialog of a named action, with the action's own fields when it has any. */
export const ActionDialog = ({
  title,
  confirm,
  fields = [],
  initialValues = EMPTY_VALUES,
  pending,
  refusal,
  children,
  restoreFocus = true,
  onClose,
  onConfirm,
}: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      onKeyDown={keysStayInDialog}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus={!restoreFocus}
    >
      {/* Empty unless the action edits the record: the row's own values must not travel with other actions. */}
      <ModuloDelRecord record={initialValues} onSubmit={onConfirm}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {confirm && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {confirm}
            </Alert>
          )}
          {children}
          {inputsOf(fields)}
          {refusal && <RefusalAlert refusal={refusal} />}
          {pending && (
            <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <CircularProgress size={16} aria-hidden /> {translate('portale.loading.operation')}
            </Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {translate('portale.confirm.close')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('portale.confirm.confirm')}
          </Button>
        </DialogActions>
      </ModuloDelRecord>
    </Dialog>
  );
};
