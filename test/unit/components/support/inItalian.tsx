import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import { i18nProvider } from '../../../../i18n';

/** A render wrapper giving components the portal's catalogue, as react-admin does around every page. */
export const InItalian = ({ children }: { children: ReactNode }) => (
  <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
);

/** Testing Library's render inside the catalogue. */
export const renderInItalian = (ui: ReactElement) => render(ui, { wrapper: InItalian });
