import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useRef } from 'react';

interface Props {
  /** The button's text; its accessible name is `etichetta` too, so each button on a page says what it uploads. */
  readonly etichetta: string;
  readonly disabled?: boolean;
  readonly onFile: (file: File) => void;
}

/** Types the server accepts (docs/files.md); the server decides from the content anyway. */
const ACCETTATI = '.pdf,.p7m,.png,.jpg,.jpeg,.tif,.tiff,.xlsx,.docx,.zip';

/**
 * A real button that opens the file chooser: reachable with Tab and started with Enter or Space, unlike a styled
 * label. The input stays hidden and out of the tab order.
 */
export const SceltaFile = ({ etichetta, disabled = false, onFile }: Props) => {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={disabled} onClick={() => input.current?.click()}>
        {etichetta}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={etichetta}
        accept={ACCETTATI}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again still reports a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
};
