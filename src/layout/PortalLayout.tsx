import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './header/Header';
import { LoadingOverlay } from './LoadingOverlay';
import { PageErrorBoundary } from './PageErrorBoundary';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { useScorrimentoPerPagina } from './useScorrimentoPerPagina';

/**
 * The shell's parts that take nothing from the page, made once: react-admin draws its layout again whenever it
 * registers its resources or its routes change, and an element it already drew is not drawn again.
 */
const SALTA_AL_CONTENUTO = <SkipLink />;
const INTESTAZIONE = <Header />;
const PIE_DI_PAGINA = <Footer />;

/** react-admin's Layout: the PA shell around every page. */
export const PortalLayout = ({ children }: { children: ReactNode }) => {
  useScorrimentoPerPagina();
  return (
    // White page: the design system's blue links fall short of 4.5:1 contrast on its grey background.
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.paper' }}>
      {SALTA_AL_CONTENUTO}
      {INTESTAZIONE}
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="xl"
        // At least a screen high: the footer starts below the fold, so a page growing as its data arrive moves nothing
        // the person sees.
        sx={{ flex: 1, py: 4, outline: 'none', minHeight: '100vh' }}
      >
        <PageErrorBoundary>
          <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
        </PageErrorBoundary>
      </Container>
      {PIE_DI_PAGINA}
    </Box>
  );
};
