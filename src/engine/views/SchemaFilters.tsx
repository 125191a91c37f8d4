import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useId, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useReportReady } from '../../list/LoadTogether';
import type { SchemaViewProps } from '../types';
import { useTelefono } from '../../layout/useTelefono';

const ModuloFiltri = lazy(() => import('./ModuloFiltri'));

/** Where the form will be, holding the screen's other parts back (src/list/LoadTogether.tsx) until it has come. */
const ModuloInArrivo = () => {
  useReportReady(false);
  return <Box sx={{ minHeight: 56 }} />;
};

const valorizzato = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * On a phone the filters fill the screen before the first row: they wait behind a button that says how many are
 * set, and their form is fetched when it is first opened.
 */
const FiltriRipiegati = ({ schema }: SchemaViewProps) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const attivi = Object.values(filterValues ?? {}).filter(valorizzato).length;
  const [aperti, setAperti] = useState(false);
  const pannello = useId();
  return (
    <Box sx={{ flexBasis: aperti ? '100%' : 'auto' }}>
      <Button
        variant="outlined"
        startIcon={<FilterListIcon />}
        aria-expanded={aperti}
        aria-controls={aperti ? pannello : undefined}
        onClick={() => setAperti((prima) => !prima)}
      >
        {attivi > 0 ? translate('portale.filters.active', { smart_count: attivi }) : translate('portale.filters.show')}
      </Button>
      {aperti && (
        <Box id={pannello} sx={{ mt: 1 }}>
          <Suspense fallback={<CircularProgress aria-label={translate('portale.filters.loading')} />}>
            <ModuloFiltri schema={schema} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
};

/** The list's filters (`list.filters` of the schema): in line on a wider screen, behind a button on a phone. */
export const SchemaFilters = ({ schema }: SchemaViewProps) => {
  const phone = useTelefono();
  if (!schema.list?.filters?.length) return <span />;
  if (phone) return <FiltriRipiegati schema={schema} />;
  return (
    <Suspense fallback={<ModuloInArrivo />}>
      <ModuloFiltri schema={schema} />
    </Suspense>
  );
};
