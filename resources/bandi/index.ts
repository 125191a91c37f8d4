import { lazy } from 'react';
import type { ResourceDeclaration } from '../../src/engine/types';
import { bandiSchema } from '../../contract/bandi/schema';

export const BandiList = lazy(() => import('./BandiList').then((module) => ({ default: module.BandiList })));

/** The call list is also the home page (see src/App.tsx), so it needs no menu entry. */
export const bandi: ResourceDeclaration = { schema: bandiSchema, views: { list: BandiList } };
