import { lazy } from 'react';
import { i18nProvider } from '../../i18n';

// Each page arrives with the screens' Italian texts, which the first screen does not carry.
const withTexts = <T>(view: Promise<T>): Promise<T> =>
  Promise.all([view, i18nProvider.loadScreenTexts()]).then(([module]) => module);

/** The application pages, loaded lazily: the routes and the resource declaration share them. */
export const DomandeList = lazy(() =>
  withTexts(import('./lista/DomandeList')).then((module) => ({ default: module.DomandeList })),
);
export const DomandaDettaglio = lazy(() =>
  withTexts(import('./dettaglio/DomandaDettaglio')).then((module) => ({ default: module.DomandaDettaglio })),
);
export const GraduatoriaBando = lazy(() =>
  withTexts(import('./graduatoria/GraduatoriaBando')).then((module) => ({ default: module.GraduatoriaBando })),
);
export const CruscottoDomande = lazy(() =>
  withTexts(import('./cruscotto/CruscottoDomande')).then((module) => ({ default: module.CruscottoDomande })),
);
