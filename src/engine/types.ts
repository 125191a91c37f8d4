import type { ComponentType, ReactElement } from 'react';
import type { FieldDeclaration, ResourceSchema } from '../../contract/types';

/**
 * Any resource's schema. `ResourceSchema<R>` is contravariant in R (through `keyof R`), so `never` is
 * the type every declared schema widens to; field names then read as plain strings.
 */
export type AnySchema = ResourceSchema<never>;
export type AnyField = FieldDeclaration<never>;

export interface SchemaViewProps {
  readonly schema: AnySchema;
}

/** Views that replace the generic ones of the engine; absent ones are generated from the schema. */
export interface ResourceViews {
  readonly list?: ComponentType<SchemaViewProps>;
  readonly show?: ComponentType<SchemaViewProps>;
  readonly edit?: ComponentType<SchemaViewProps>;
  readonly create?: ComponentType<SchemaViewProps>;
}

/** What `resources/<name>/index.ts` exports: the schema, and custom views where the generic ones do not fit. */
export interface ResourceDeclaration {
  readonly schema: AnySchema;
  readonly views?: ResourceViews;
  /**
   * Lists the resource in the main navigation; `{ per }` only to those who may also list that resource, whose pages
   * this one serves (a reference table is no use to who never opens them).
   */
  readonly inMenu?: boolean | { readonly per: string };
  /** Pages of the resource at addresses of their own (the legacy deep links), mounted inside the portal's layout. */
  readonly routes?: readonly ReactElement[];
}
