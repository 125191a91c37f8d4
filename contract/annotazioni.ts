import { Type, type TSchema } from 'typebox';
import type { ChoicesSource } from './types';

/**
 * What a parameter's schema says beyond validation, for the input a person fills: the names of its codes, or the list
 * its choices come from. The `x-` prefix keeps them as extensions in the OpenAPI document.
 */
export const SCELTE = 'x-scelte';
export const SCELTE_DA = 'x-scelte-da';

export interface Scelta {
  readonly id: string;
  readonly name: string;
}

/** Options of a schema whose codes a person picks by name (a region, a state). */
export const conScelte = (scelte: readonly Scelta[]) => ({ [SCELTE]: scelte });

/** Options of a schema whose choices are another resource's records (the instructors, say). */
export const conScelteDa = (sorgente: ChoicesSource) => ({ [SCELTE_DA]: sorgente });

/** One code of a closed list: the server accepts the codes, the form offers the names. */
export const Scelta = <const S extends readonly Scelta[]>(scelte: S, options: { description?: string } = {}) =>
  Type.Unsafe<S[number]['id']>({ enum: scelte.map(({ id }) => id), ...options, ...conScelte(scelte) } as TSchema);

interface AjvLike {
  addKeyword(keyword: string): unknown;
}

/** An AJV plugin: the annotations are known keywords that validate nothing (AJV's strict mode refuses unknown ones). */
export function addAnnotazioni<Ajv extends AjvLike>(ajv: Ajv): Ajv {
  ajv.addKeyword(SCELTE);
  ajv.addKeyword(SCELTE_DA);
  return ajv;
}
