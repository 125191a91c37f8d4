import CssBaseline from '@mui/material/CssBaseline';
import type { QueryClient } from '@tanstack/react-query';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  Resource,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { Route } from 'react-router-dom';
import { resources } from '../resources';
import { routesOf, toResourceProps } from './engine/resourceProps';
import { DocumentLanguage } from './layout/DocumentLanguage';
import { LoadingPage } from './layout/LoadingOverlay';
import { PortalLayout } from './layout/PortalLayout';
import { PortalNotification } from './layout/PortalNotification';
import { portalTheme } from './layout/theme';
import { AppErrorPage } from './pages/AppErrorPage';
import { HomePage } from './pages/HomePage';
import { NotAuthorizedPage } from './pages/NotAuthorizedPage';
import { NotFoundPage } from './pages/NotFoundPage';

export interface PortalAdminProps {
  readonly authProvider: AuthProvider;
  readonly dataProvider: DataProvider;
  readonly i18nProvider?: I18nProvider;
  /** Where list parameters and preferences live; react-admin's localStorage store by default. */
  readonly store?: Store;
  /** react-admin's cache of answers; a new empty one by default. */
  readonly queryClient?: QueryClient;
}

/**
 * react-admin with the PA shell; the call list is the home page. Every resource is always declared.
 * `<Admin>` is spelt out as AdminContext + CoreAdminUI: `<Admin>` bundles its default login page,
 * app bar and sidebar even when they are replaced, which the first-screen budget cannot afford.
 */
export const PortalAdmin = ({ authProvider, dataProvider, i18nProvider, store, queryClient }: PortalAdminProps) => (
  <AdminContext
    queryClient={queryClient}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    store={store}
    theme={portalTheme}
  >
    <CssBaseline enableColorScheme />
    <CoreAdminUI
      title="portale.shell.product_name"
      layout={PortalLayout}
      dashboard={HomePage}
      loading={LoadingPage}
      catchAll={NotFoundPage}
      accessDenied={NotAuthorizedPage}
      error={AppErrorPage}
      requireAuth
      disableTelemetry
    >
      {resources.map((declaration) => (
        <Resource key={declaration.schema.name} {...toResourceProps(declaration)}>
          {/* An address under the resource that none of its views answers (e.g. a list read only under a parent). */}
          <Route path="*" element={<NotFoundPage />} />
        </Resource>
      ))}
      <CustomRoutes>{resources.flatMap(routesOf)}</CustomRoutes>
    </CoreAdminUI>
    <PortalNotification />
    <DocumentLanguage />
  </AdminContext>
);
