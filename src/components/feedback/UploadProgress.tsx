import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

export interface UploadProgressProps {
  readonly fileName: string;
  /** Percentage sent, 0 to 100; without it the bar only says that the upload is running. */
  readonly percent?: number;
  /** The file is in: the bar gives way to the done state, which a bar at 100% would not tell apart from waiting. */
  readonly concluso?: boolean;
}

/** The progress of one file's upload, named and valued for assistive technology. */
export const UploadProgress = ({ fileName, percent, concluso = false }: UploadProgressProps) => {
  const translate = useTranslate();
  if (concluso) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutline color="success" fontSize="small" aria-hidden />
        <Typography variant="body2">{translate('portale.upload.done', { fileName })}</Typography>
      </Box>
    );
  }
  const label = translate('portale.upload.progress', { fileName });
  const shown = percent === undefined ? undefined : Math.round(Math.min(Math.max(percent, 0), 100));
  return (
    <Box>
      <Typography variant="body2">{fileName}</Typography>
      {shown === undefined ? (
        <LinearProgress aria-label={label} aria-valuetext={translate('portale.loading.operation')} />
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={shown}
            aria-label={label}
            aria-valuetext={translate('portale.upload.percent', { percent: shown })}
            sx={{ flexGrow: 1 }}
          />
          <Typography variant="body2" aria-hidden>
            {translate('portale.upload.percent', { percent: shown })}
          </Typography>
        </Box>
      )}
    </Box>
  );
};
