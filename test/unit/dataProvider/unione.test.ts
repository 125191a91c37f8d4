import { describe, expect, it } from 'vitest';
import { incarichiDomandaSchema } from '../../../contract/domande/schema';
import { attivitaSchema, incarichiSchema } from '../../../contract/incarichi/schema';
import { jsonAnswer, providerOver } from './fakeFetch';

/** Each service's queue, oldest first, paged by `_start`/`_end` as the server does, with its total. */
const PROGRAMMI = ['2024-05-01', '2024-05-04', '2024-05-06'].map((giorno, i) => ({
  idProgrammaInvestimento: i + 1,
  statoDal: `${giorno}T10:00:00.000Z`,
}));
const DOMANDE = ['2024-05-02', '2024-05-03', '2024-05-05', '2024-05-07'].map((giorno, i) => ({
  idDomanda: i + 1,
  statoDal: `${giorno}T10:00:00.000Z`,
}));

const coda = () =>
  providerOver([incarichiSchema, incarichiDomandaSchema, attivitaSchema], ({ url }) => {
    const indirizzo = new URL(url);
    const tutti = indirizzo.pathname.startsWith('/apigen/') ? DOMANDE : PROGRAMMI;
    const da = Number(indirizzo.searchParams.get('_start'));
    const a = Number(indirizzo.searchParams.get('_end'));
    return jsonAnswer(tutti.slice(da, a), { headers: { 'X-Total-Count': String(tutti.length) } });
  });

const ORDINE = { field: 'statoDal', order: 'ASC' } as const;

describe('a list merged from two lists (the work queue)', () => {
  it('gives each page the records of both in one order, with the totals summed', async () => {
    const { dataProvider } = coda();
    const pagina = async (page: number) =>
      dataProvider.getList('attivita', { pagination: { page, perPage: 3 }, sort: ORDINE, filter: {} });
    const seconda = await pagina(2);
    expect(seconda.total).toBe(7);
    expect(seconda.data.map(({ id }) => id)).toEqual(['incarichi-2', 'incarichiDomanda-3', 'incarichi-3']);
    expect((await pagina(3)).data.map(({ id, risorsa }) => [id, risorsa])).toEqual([
      ['incarichiDomanda-4', 'incarichiDomanda'],
    ]);
  });

  it('asks only the parts the call names', async () => {
    const { dataProvider, sent } = coda();
    const { data, total } = await dataProvider.getList('attivita', {
      pagination: { page: 1, perPage: 5 },
      sort: ORDINE,
      filter: {},
      meta: { parti: ['incarichiDomanda'] },
    });
    expect(total).toBe(4);
    expect(data.map(({ id }) => id)).toEqual(DOMANDE.map(({ idDomanda }) => `incarichiDomanda-${idDomanda}`));
    expect(sent.map(({ url }) => new URL(url).pathname)).toEqual(['/apigen/domanda/getListaIncarichi']);
  });
});
