import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';

export const ReadOnlyNotice = () => <Alert severity="info">{useTranslate()('portale.views.read_only')}</Alert>;
