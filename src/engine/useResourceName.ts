import { useTranslate } from 'react-admin';
import { resourceName } from './labels';
import type { AnySchema } from './types';

/** A resource's name in the chosen language: 1 for one record ('Bando'), 2 for the list ('Lista bandi'). */
export function useResourceName(): (schema: Pick<AnySchema, 'name' | 'label'>, count: 1 | 2) => string {
  const translate = useTranslate();
  return (schema, count) => translate(resourceName(schema), { smart_count: count });
}
