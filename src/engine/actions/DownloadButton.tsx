import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useNotify, useTranslate, type RaRecord } from 'react-admin';
import { usePortalDataProvider } from './usePortalDataProvider';
import { errorMessage } from './errorMessage';
import type { InMenu } from './inMenu';

interface Props {
  readonly resource: string;
  readonly name: string;
  readonly label: string;
  readonly record: RaRecord;
  readonly recordName: string;
  readonly inMenu?: InMenu;
}

/** Downloads the file of a named action, with a progress indicator and an error toast. */
export const DownloadButton = ({ resource, name, label, record, recordName, inMenu }: Props) => {
  const dataProvider = usePortalDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await dataProvider.download(resource, name, record);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (inMenu)
    return (
      <MenuItem
        onClick={() => {
          inMenu.onChosen();
          void download();
        }}
      >
        {label}
      </MenuItem>
    );
  return (
    <Button
      size="small"
      onClick={download}
      // aria-disabled instead of disabled keeps the focus on the button while the file arrives.
      aria-disabled={busy}
      aria-label={`${label} ${recordName}`}
      startIcon={
        busy ? <CircularProgress size={16} aria-label={translate('portale.actions.downloading')} /> : <DownloadIcon />
      }
    >
      {label}
    </Button>
  );
};
