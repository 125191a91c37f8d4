import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const PRODUCT_NAME = 'Contratti di filiera e distretti del cibo';

export interface Crumb {
  readonly label: string;
  readonly to: string;
}

/** The page's one h1, its trail back to the home and the document title. */
export const PageTitle = ({ title, trail }: { title: string; trail?: readonly Crumb[] }) => {
  useEffect(() => {
    document.title = `${title} - ${PRODUCT_NAME}`;
  }, [title]);
  return (
    <Box sx={{ mb: 3 }}>
      {trail && (
        <Breadcrumbs aria-label="Percorso di navigazione" separator="›" sx={{ mb: 1 }}>
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
