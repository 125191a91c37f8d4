import type { FastifyReply } from 'fastify';
import type { Static } from 'typebox';
import { listQuery, MAX_PAGE_SIZE } from '../../../contract/lista';
import { badRequest } from './errors';
import { exposeHeader } from './expose-header';

type ListQuery = Static<ReturnType<typeof listQuery<string[]>>>;

export interface PageRequest {
  readonly offset: number;
  readonly limit: number;
}

export interface SortRequest<Field extends string> {
  readonly field: Field;
  readonly order: 'ASC' | 'DESC';
}

/** The page asked for, or undefined for the whole list. */
export function pageOf(query: ListQuery): PageRequest | undefined {
  if (query._start !== undefined || query._end !== undefined) {
    const offset = query._start ?? 0;
    if (query._end === undefined) throw badRequest({ _end: 'Obbligatorio insieme a _start' });
    if (query._end <= offset) throw badRequest({ _end: 'Deve essere maggiore di _start' });
    if (query._end - offset > MAX_PAGE_SIZE)
      throw badRequest({ _end: `Una pagina contiene al massimo ${MAX_PAGE_SIZE} elementi` });
    return { offset, limit: query._end - offset };
  }
  if (query.page !== undefined || query.perPage !== undefined) {
    const perPage = query.perPage ?? 10;
    return { offset: ((query.page ?? 1) - 1) * perPage, limit: perPage };
  }
  return undefined;
}

export function sortOf<Field extends string>(
  query: { _sort?: Field; _order?: string },
  fallback: SortRequest<Field>,
): SortRequest<Field> {
  if (query._sort === undefined) return fallback;
  return { field: query._sort, order: query._order?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' };
}

/** The total of a list, readable by a browser on another origin too. */
export function setTotalCount(reply: FastifyReply, total: number): void {
  reply.header('x-total-count', total);
  exposeHeader(reply, 'X-Total-Count');
}
