import { lazy, type ComponentType, type ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { Route } from 'react-router-dom';
import type { Operation } from '../../contract/types';
import { PARENT_ID_PARAM, parentListPath } from './parent/parentList';
import { nameFieldOf } from './nameField';
import { rememberTextsOf } from './labels';
import type { ResourceDeclaration, ResourceViews, SchemaViewProps } from './types';

const SchemaList = lazy(() => import('./views/SchemaList').then((module) => ({ default: module.SchemaList })));
const SchemaShow = lazy(() => import('./views/SchemaShow').then((module) => ({ default: module.SchemaShow })));
const SchemaEdit = lazy(() => import('./views/SchemaEdit').then((module) => ({ default: module.SchemaEdit })));
const SchemaCreate = lazy(() => import('./views/SchemaCreate').then((module) => ({ default: module.SchemaCreate })));
const ParentListPage = lazy(() =>
  import('./parent/ParentListPage').then((module) => ({ default: module.ParentListPage })),
);

const GENERIC_VIEWS: Required<Record<keyof ResourceViews, ComponentType<SchemaViewProps>>> = {
  list: SchemaList,
  show: SchemaShow,
  edit: SchemaEdit,
  create: SchemaCreate,
};

/**
 * The props of react-admin's `<Resource>`: a view for each operation the schema grants to some role
 * (who may use it is canAccess's business, not the router's), custom views first. Views load lazily.
 * A list under a parent has no page of its own at `/<name>`: without the parent it could only fail.
 */
export function toResourceProps({ schema, views = {}, inMenu = false }: ResourceDeclaration): ResourceProps {
  // The contract's Italian names answer for the declaration wherever react-admin asks the catalogue (the menu, say).
  rememberTextsOf(schema);
  const view = (operation: Operation & keyof ResourceViews) => {
    if (!schema.access[operation]?.length) return undefined;
    const View = views[operation] ?? GENERIC_VIEWS[operation];
    return <View schema={schema} />;
  };
  return {
    name: schema.name,
    list: schema.list?.parent ? undefined : view('list'),
    show: view('show'),
    edit: view('edit'),
    create: view('create'),
    // A record is named as its card names it (a programme by its title, not its number).
    recordRepresentation: schema.list?.card?.[0] ?? nameFieldOf(schema),
    options: { label: schema.label.many, inMenu },
  };
}

/** The resource's own routes, and the page of a list under a parent at `/<parent>/:parentId/<name>`. */
export function routesOf({ schema, routes = [] }: ResourceDeclaration): readonly ReactElement[] {
  if (!schema.list?.parent || !schema.access.list?.length) return routes;
  const path = parentListPath(schema, `:${PARENT_ID_PARAM}`);
  return [...routes, <Route key={path} path={path} element={<ParentListPage schema={schema} />} />];
}
