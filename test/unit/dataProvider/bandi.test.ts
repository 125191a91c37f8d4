import { testoDelBlob } from '../support/testoDelBlob';
import { describe, expect, it } from 'vitest';
import { bandiSchema } from '../../../contract/bandi/schema';
import { fileAnswer, jsonAnswer, providerOver, type Answer } from './fakeFetch';

const bandi = [
  { idBando: 3, descrizione: 'Filiera ortofrutta', numeroProgrammi: 4, tipologia: 'V' },
  { idBando: 1, descrizione: 'Distretto del cibo', numeroProgrammi: 2, tipologia: 'DC' },
  { idBando: 2, descrizione: 'Filiera zootecnia', numeroProgrammi: 9, tipologia: 'V' },
];

const providerAnswering = (answer: Answer) => providerOver([bandiSchema], answer);

describe('bandi on the legacy bando service', () => {
  it('asks getListaBandi for one page in one order and reads the total from X-Total-Count', async () => {
    const { dataProvider, sent } = providerAnswering(() =>
      jsonAnswer(bandi.slice(0, 2), { headers: { 'X-Total-Count': '25' } }),
    );

    const result = await dataProvider.getList('bandi', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'descrizione', order: 'DESC' },
      filter: { descrizione: 'filiera' },
    });

    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('GET');
    expect(sent[0].url).toBe(
      'http://programmi.test/api/bando/getListaBandi?descrizione=filiera&_start=10&_end=20' +
        '&_sort=descrizione&_order=DESC',
    );
    expect(result.total).toBe(25);
    expect(result.data.map((bando) => bando.id)).toEqual([3, 1]);
  });

  it("sorts by the schema's id field when react-admin sorts by id", async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer([], { headers: { 'X-Total-Count': '0' } }));

    await dataProvider.getList('bandi', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } });

    expect(new URL(sent[0].url).searchParams.get('_sort')).toBe('idBando');
  });

  it('pages and sorts a whole array itself when the answer has no X-Total-Count', async () => {
    const { dataProvider } = providerAnswering(() => jsonAnswer(bandi));

    const result = await dataProvider.getList('bandi', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'numeroProgrammi', order: 'DESC' },
      filter: {},
    });

    expect(result.total).toBe(3);
    expect(result.data.map((bando) => bando.idBando)).toEqual([2, 3]);
  });

  it('reads one bando from getBando/{idBando}', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer(bandi[0]));

    const { data } = await dataProvider.getOne('bandi', { id: 3 });

    expect(sent[0].url).toBe('http://programmi.test/api/bando/getBando/3');
    expect(data).toEqual({ ...bandi[0], id: 3 });
  });

  it('reads several bandi one by one', async () => {
    const { dataProvider, sent } = providerAnswering((request) =>
      jsonAnswer(bandi.find((bando) => request.url.endsWith(`/${bando.idBando}`))),
    );

    const { data } = await dataProvider.getMany('bandi', { ids: [1, 2] });

    expect(sent.map((request) => request.url)).toEqual([
      'http://programmi.test/api/bando/getBando/1',
      'http://programmi.test/api/bando/getBando/2',
    ]);
    expect(data.map((bando) => bando.id)).toEqual([1, 2]);
  });

  it('downloads the summary of a call from generaExcelRiepilogoBando/{idBando} with its file name', async () => {
    const { dataProvider, sent } = providerAnswering(() =>
      fileAnswer('excel', { 'Content-Disposition': 'attachment; filename="riepilogo_bando_7.xlsx"' }),
    );

    const file = await dataProvider.action<{ blob: Blob; filename: string }>('bandi', 'scaricaRiepilogo', {
      record: { idBando: 7, tipologia: 'V' },
    });

    expect(sent[0].method).toBe('GET');
    expect(sent[0].url).toBe('http://programmi.test/api/bando/generaExcelRiepilogoBando/7');
    expect(sent[0].body).toBeUndefined();
    expect(file.filename).toBe('riepilogo_bando_7.xlsx');
    expect(await testoDelBlob(file.blob)).toBe('excel');
  });

  it("names a download 'downloaded_file' when the answer gives no name", async () => {
    const { dataProvider } = providerAnswering(() => fileAnswer('excel'));

    const record = { idBando: 7 };
    const file = await dataProvider.action<{ filename: string }>('bandi', 'scaricaRiepilogo', { record });

    expect(file.filename).toBe('downloaded_file');
  });

  it('saves a download through a temporary link carrying the file name', async () => {
    const { dataProvider } = providerAnswering(() =>
      fileAnswer('excel', { 'Content-Disposition': "attachment; filename*=UTF-8''riepilogo%20bando%207.xlsx" }),
    );
    const clicked: HTMLAnchorElement[] = [];
    const keepClick = (event: MouseEvent) => {
      event.preventDefault();
      clicked.push(event.target as HTMLAnchorElement);
    };
    document.addEventListener('click', keepClick);

    try {
      await dataProvider.download('bandi', 'scaricaRiepilogo', { idBando: 7 });
    } finally {
      document.removeEventListener('click', keepClick);
    }

    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('riepilogo bando 7.xlsx');
    expect(clicked[0].href).toMatch(/^blob:/);
    expect(clicked[0].isConnected).toBe(false);
  });

  it('refuses to save an action that is not a download', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({}));

    await expect(dataProvider.download('bandi', 'nonDichiarata', { idBando: 7 })).rejects.toThrow(
      'The resource "bandi" declares no action "nonDichiarata"',
    );
    expect(sent).toEqual([]);
  });
});
