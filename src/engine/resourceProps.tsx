import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Operation } from '../../resources/types';
import type { ResourceDeclaration, ResourceViews, SchemaViewProps } from './types';

const SchemaList = lazy(() => import('./views/SchemaList').then((module) => ({ default: module.SchemaList })));
const SchemaShow = lazy(() => import('./views/SchemaShow').then((module) => ({ default: module.SchemaShow })));
const SchemaEdit = lazy(() => import('./views/SchemaEdit').then((module) => ({ default: module.SchemaEdit })));
const SchemaCreate = lazy(() => import('./views/SchemaCreate').then((module) => ({ default: module.SchemaCreate })));

const GENERIC_VIEWS: Required<Record<keyof ResourceViews, ComponentType<SchemaViewProps>>> = {
  list: SchemaList,
  show: SchemaShow,
  edit: SchemaEdit,
  create: SchemaCreate,
};

/**
 * The props of react-admin's `<Resource>`: a view for each operation the schema grants to some role
 * (who may use it is canAccess's business, not the router's), custom views first. Views load lazily.
 */
export function toResourceProps({ schema, views = {}, inMenu = false }: ResourceDeclaration): ResourceProps {
  const view = (operation: Operation & keyof ResourceViews) => {
    if (!schema.access[operation]?.length) return undefined;
    const View = views[operation] ?? GENERIC_VIEWS[operation];
    return <View schema={schema} />;
  };
  return {
    name: schema.name,
    list: view('list'),
    show: view('show'),
    edit: view('edit'),
    create: view('create'),
    recordRepresentation: schema.list?.columns[0] ?? schema.idField,
    options: { label: schema.label.many, inMenu },
  };
}
