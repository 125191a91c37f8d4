import { Type } from 'typebox';
import { Intero } from './interi';

export const MAX_PAGE_SIZE = 1000;

/** Query of a legacy list (docs/architecture.md): `_start`/`_end` or `page`/`perPage`, and `_sort`/`_order`. */
export function listQuery<const Fields extends string[]>(sortFields: readonly [...Fields]) {
  return Type.Object({
    _start: Type.Optional(Intero({ minimum: 0, description: 'Indice del primo elemento (da 0)' })),
    _end: Type.Optional(Intero({ minimum: 1, description: 'Indice successivo all’ultimo elemento' })),
    page: Type.Optional(Intero({ minimum: 1, description: 'Numero di pagina (da 1)' })),
    perPage: Type.Optional(Intero({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Elementi per pagina' })),
    _sort: Type.Optional(Type.Enum(sortFields, { description: 'Campo di ordinamento' })),
    _order: Type.Optional(Type.Enum(['ASC', 'DESC', 'asc', 'desc'])),
  });
}
