import type { ResourceSchema } from '../contract/types';

/**
 * What the data provider reads of a resource's schema. Picking these parts keeps every `ResourceSchema<SomeRecord>`
 * acceptable: the whole generic type is invariant in its record type, through `keyof`.
 */
export type DataProviderSchema = Pick<
  ResourceSchema,
  'name' | 'idField' | 'endpoints' | 'restBase' | 'actions' | 'unione'
>;
