import type { DataProvider, RaRecord } from 'react-admin';
import { vi } from 'vitest';

const compare = (field: string, order: string) => (a: RaRecord, b: RaRecord) => {
  const [x, y] = [a[field], b[field]];
  const difference = typeof x === 'number' && typeof y === 'number' ? x - y : String(x ?? '').localeCompare(String(y ?? ''));
  return order === 'DESC' ? -difference : difference;
};

const matches = (filter: Record<string, unknown>) => (record: RaRecord) =>
  Object.entries(filter).every(([field, value]) =>
    String(record[field] ?? '').toLowerCase().includes(String(value).toLowerCase()),
  );

const unused = async () => {
  throw new Error('Not used by these tests');
};

/**
 * An in-memory data provider with the portal's named actions; no network. Every method is a spy
 * (read it with `vi.mocked`). `never` stands for react-admin's caller-chosen record type.
 */
export function memoryDataProvider(collections: Record<string, RaRecord[]>) {
  const provider = {
    getList: (async (resource, { pagination, sort, filter }) => {
      const records = (collections[resource] ?? []).filter(matches(filter));
      const sorted = records.sort(compare(sort?.field ?? 'id', sort?.order ?? 'ASC'));
      const { page = 1, perPage = 10 } = pagination ?? {};
      return { data: sorted.slice((page - 1) * perPage, page * perPage) as never[], total: sorted.length };
    }) as DataProvider['getList'],
    getOne: (async (resource, { id }) => {
      const record = collections[resource]?.find((candidate) => String(candidate.id) === String(id));
      if (!record) throw new Error('Elemento non trovato');
      return { data: record as never };
    }) as DataProvider['getOne'],
    getMany: unused,
    getManyReference: unused,
    create: unused,
    update: unused,
    updateMany: unused,
    delete: unused,
    deleteMany: unused,
    action: async (_resource: string, _name: string, _request: object) => ({}),
    download: async (_resource: string, _name: string, _record: RaRecord) => ({ blob: new Blob(), filename: 'riepilogo.xlsx' }),
  } satisfies DataProvider;
  for (const method of ['getList', 'getOne', 'action', 'download'] as const) vi.spyOn(provider, method);
  return provider;
}
