import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import { pageLocally } from './listPaging';
import type { DataProviderSchema } from './schema';

const nonSiScrive = (name: string) => () => Promise.reject(new Error(`The list "${name}" is read only`));

/**
 * A list merged from other resources' lists (`schema.unione`). For page n each part is asked for its first n pages in
 * the same order, which hold every record the merged page n can hold; the total is the parts' own totals summed.
 */
export function unioneDataProvider(
  schema: DataProviderSchema & { unione: readonly string[] },
  crudOf: (name: string) => DataProvider,
): DataProvider {
  const partiDi = (params: GetListParams): readonly string[] => {
    const chieste = params.meta?.parti as readonly string[] | undefined;
    return chieste ? schema.unione.filter((parte) => chieste.includes(parte)) : schema.unione;
  };
  const getList = async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const risposte = await Promise.all(
      partiDi(params).map(async (parte) => {
        const { data, total } = await crudOf(parte).getList(parte, {
          ...params,
          meta: undefined,
          pagination: { page: 1, perPage: page * perPage },
        });
        return {
          total: total ?? data.length,
          data: data.map((record) => ({ ...record, id: `${parte}-${record.id}`, risorsa: parte }) as RaRecord),
        };
      }),
    );
    return {
      data: pageLocally(
        risposte.flatMap(({ data }) => data),
        { ...params, pagination: { page, perPage } },
      ),
      total: risposte.reduce((somma, { total }) => somma + total, 0),
    };
  };
  const rifiuta = nonSiScrive(schema.name);
  return {
    getList,
    getOne: rifiuta,
    getMany: rifiuta,
    getManyReference: rifiuta,
    create: rifiuta,
    update: rifiuta,
    updateMany: rifiuta,
    delete: rifiuta,
    deleteMany: rifiuta,
  } as DataProvider;
}
