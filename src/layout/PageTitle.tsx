import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  readonly label: string;
  readonly to: string;
}

/** The page's one h1, its trail back to the home and the document title. */
export const PageTitle = ({ title, trail }: { title: string; trail?: readonly Crumb[] }) => {
  const translate = useTranslate();
  const productName = translate('portale.shell.product_name');
  useEffect(() => {
    document.title = `${title} - ${productName}`;
  }, [title, productName]);
  return (
    <Box sx={{ mb: 3 }}>
      {trail && (
        <Breadcrumbs aria-label={translate('portale.shell.breadcrumb')} separator="›" sx={{ mb: 1 }}>
          {trail.map((crumb) => (
            <Link key={crumb.to} component={RouterLink} to={crumb.to}>
              {crumb.label}
            </Link>
          ))}
          <Typography aria-current="page">{title}</Typography>
        </Breadcrumbs>
      )}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
    </Box>
  );
};
