import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dimensioneInItaliano } from '../../../contract/allegati/dimensione';
import { useAppConfig } from '../../../src/startup/AppConfigContext';

interface Props {
  /** The button's text; its accessible name is `etichetta` too, so each button on a page says what it uploads. */
  readonly etichetta: string;
  readonly disabled?: boolean;
  readonly onFile: (file: File) => void;
  /** Why the server refused the last file (useCaricamento's `erroreFile`), said under the button. */
  readonly erroreServer?: string;
}

/** Types the server accepts (docs/files.md); the server decides from the content anyway. */
const ACCETTATI = '.pdf,.p7m,.png,.jpg,.jpeg,.tif,.tiff,.xlsx,.docx,.zip';

/** Off screen rather than `display: none`, which some browsers (and test drivers) treat as not there. */
const FUORI_SCHERMO = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

/**
 * A real button that opens the file chooser: reachable with Tab and started with Enter or Space, unlike a styled
 * label. The input is off screen, out of the tab order and hidden from assistive technology (the button speaks).
 * A file larger than the services take is refused here, under the button, before a byte of it is sent.
 */
export const SceltaFile = ({ etichetta, disabled = false, onFile, erroreServer }: Props) => {
  const translate = useTranslate();
  const massimo = useAppConfig().UPLOAD_MAX_BYTES;
  const input = useRef<HTMLInputElement>(null);
  const erroreId = useId();
  const [erroreLocale, setErrore] = useState<string>();
  const errore = erroreLocale ?? erroreServer;
  const scelto = (file: File) => {
    if (file.size <= massimo) {
      setErrore(undefined);
      onFile(file);
      return;
    }
    setErrore(translate('portale.upload.too_large', { fileName: file.name, max: dimensioneInItaliano(massimo) }));
  };
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        aria-describedby={errore ? erroreId : undefined}
        onClick={() => input.current?.click()}
      >
        {etichetta}
      </Button>
      <input
        ref={input}
        type="file"
        style={FUORI_SCHERMO}
        tabIndex={-1}
        aria-hidden
        aria-label={etichetta}
        accept={ACCETTATI}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.target.value = '';
          if (file) scelto(file);
        }}
      />
      {errore && (
        <FormHelperText id={erroreId} error role="alert">
          {errore}
        </FormHelperText>
      )}
    </>
  );
};
