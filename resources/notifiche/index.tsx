import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { notificheSchema } from '../../contract/notifiche/schema';
import type { ResourceDeclaration } from '../../src/engine/types';

const NotifichePage = lazy(() => import('./NotifichePage').then((module) => ({ default: module.NotifichePage })));

/** The person's notifications: the header's menu shows the latest, `/notifiche` all of them. */
export const notifiche: ResourceDeclaration = {
  schema: notificheSchema,
  routes: [<Route key="notifiche" path="/notifiche" element={<NotifichePage />} />],
};
