import { lazy } from 'react';
import { i18nProvider } from '../../i18n';

// Each page arrives with the screens' Italian texts, which the first screen does not carry.
const withTexts = <T>(view: Promise<T>): Promise<T> =>
  Promise.all([view, i18nProvider.loadScreenTexts()]).then(([module]) => module);

/** The programme pages, loaded lazily: the routes and the resource declaration share them. */
export const ProgrammiList = lazy(() =>
  withTexts(import('./lista/ProgrammiList')).then((module) => ({ default: module.ProgrammiList })),
);
export const ProgrammaDettaglio = lazy(() =>
  withTexts(import('./dettaglio/ProgrammaDettaglio')).then((module) => ({ default: module.ProgrammaDettaglio })),
);
export const Cruscotto = lazy(() =>
  withTexts(import('./cruscotto/Cruscotto')).then((module) => ({ default: module.Cruscotto })),
);
