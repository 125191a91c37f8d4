import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import type { Refusal } from './refusal';

/** The server's refusal inside the dialog that asked, with its list of what is missing. */
export const RefusalAlert = ({ refusal }: { refusal: Refusal }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {translate(refusal.message)}
      {refusal.items.length > 0 && (
        <ul>
          {refusal.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
};
