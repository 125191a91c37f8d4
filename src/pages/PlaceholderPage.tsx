import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PageTitle, type Crumb } from '../layout/PageTitle';

/** A page of the portal whose content is still being built. */
export const PlaceholderPage = ({ title, trail }: { title: string; trail: readonly Crumb[] }) => (
  <>
    <PageTitle title={title} trail={trail} />
    <Typography>{useTranslate()('portale.pages.in_preparation')}</Typography>
  </>
);
