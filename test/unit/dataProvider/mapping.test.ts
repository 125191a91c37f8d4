import { describe, expect, it } from 'vitest';
import { schemas } from '../../../resources';
import { jsonAnswer, providerOver, type Answer } from './fakeFetch';

/** The portal's data provider over every resource it declares; only `fetch` is fake. */
const providerAnswering = (answer?: Answer) => providerOver(schemas, answer);

describe('named actions', () => {
  it('fills the path from the params, then the record, and sends only the declared query', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idStato: 'VALIDATO' }));

    const answer = await dataProvider.action('programmi', 'valida', {
      record: { id: 12, idProgrammaInvestimento: 12, denominazione: 'Filiera del grano' },
      params: { esito: 'POSITIVO', note: 'Conforme', altro: 'ignorato' },
    });

    expect(sent[0].method).toBe('PUT');
    expect(sent[0].url).toBe(
      'http://programmi.test/api/programma/eseguiValidazioneProgramma/12?esito=POSITIVO&note=Conforme',
    );
    expect(answer).toEqual({ idStato: 'VALIDATO' });
  });

  it('sends the JSON body of an action', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({}));

    await dataProvider.action('proponenti', 'salvaBancaAutorizzata', { record: { id: 12 }, body: { abi: '03069' } });

    expect(sent[0].url).toBe('http://programmi.test/api/programma/salvaBancaAutorizzata/12');
    expect(sent[0].body).toBe(JSON.stringify({ abi: '03069' }));
  });
});

describe('lists and changes of a resource with its own endpoints', () => {
  it('fills a list path parameter from the parent of getManyReference', async () => {
    const { dataProvider, sent } = providerAnswering(() =>
      jsonAnswer([{ idBeneficiario: 1, denominazione: 'Prima' }], { headers: { 'X-Total-Count': '1' } }),
    );

    const { data, total } = await dataProvider.getManyReference('beneficiari', {
      target: 'idProgrammaInvestimento',
      id: 4,
      filter: {},
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
    });

    expect(sent[0].url).toBe(
      'http://programmi.test/api/beneficiario/getListaBeneficiari/4?_start=0&_end=5&_sort=idBeneficiario&_order=ASC',
    );
    expect(data).toEqual([{ idBeneficiario: 1, denominazione: 'Prima', id: 1 }]);
    expect(total).toBe(1);
  });

  it('sends the declared filters as the query and leaves the others out', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer([], { headers: { 'X-Total-Count': '0' } }));

    await dataProvider.getList('programmi', {
      filter: { idBando: 2, denominazione: 'Grano', nonDichiarato: 'x' },
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'denominazione', order: 'DESC' },
    });

    expect(sent[0].url).toBe(
      'http://programmi.test/api/programma/getListaProgrammiInvestimento' +
        '?idBando=2&denominazione=Grano&_start=10&_end=20&_sort=denominazione&_order=DESC',
    );
  });

  it('reads one record by a path that names the id `{id}`, as the portal declares the programme', async () => {
    const { dataProvider, sent } = providerAnswering(() =>
      jsonAnswer({ idProgrammaInvestimento: 5, titolo: 'Filiera' }),
    );

    const { data } = await dataProvider.getOne('programmi', { id: '5' });

    expect(sent[0].url).toBe('http://programmi.test/api/programma/getDatiGeneraliProgramma/5');
    expect(data).toEqual({ idProgrammaInvestimento: 5, titolo: 'Filiera', id: 5 });
  });

  it('finds several records in the whole list, filtered by meta, when the resource has no getOne', async () => {
    const { dataProvider, sent } = providerAnswering(() =>
      jsonAnswer([{ idInvestimento: 1 }, { idInvestimento: 2 }, { idInvestimento: 3 }]),
    );

    const { data } = await dataProvider.getMany('investimentiBeneficiario', {
      ids: ['1', 3],
      meta: { idBeneficiario: 7 },
    });

    expect(sent[0].url).toBe('http://programmi.test/api/beneficiario/listaInvestimentiBeneficiario/7');
    expect(data.map((investimento) => investimento.id)).toEqual([1, 3]);
  });

  it('keeps the sent data when a creation answers nothing', async () => {
    const { dataProvider, sent } = providerAnswering(() => new Response(null, { status: 201 }));

    const { data } = await dataProvider.create('beneficiari', {
      data: { idProgrammaInvestimento: 4, codiceFiscale: 'RSSMRA80A01H501U', idBeneficiario: 77 },
    });

    expect(sent[0].url).toBe('http://programmi.test/api/beneficiario/creaBeneficiario/4/RSSMRA80A01H501U');
    expect(data).toEqual({ idProgrammaInvestimento: 4, codiceFiscale: 'RSSMRA80A01H501U', idBeneficiario: 77, id: 77 });
  });

  it('updates and deletes many records one call each', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({}));

    const updated = await dataProvider.updateMany('beneficiari', { ids: [1, 2], data: { note: 'Rivisto' } });
    const deleted = await dataProvider.deleteMany('beneficiari', { ids: [1, 2] });

    expect(sent.map((request) => `${request.method} ${request.url} ${request.body ?? ''}`)).toEqual([
      'POST http://programmi.test/api/beneficiario/salvaBeneficiario {"note":"Rivisto"}',
      'POST http://programmi.test/api/beneficiario/salvaBeneficiario {"note":"Rivisto"}',
      'DELETE http://programmi.test/api/beneficiario/eliminaBeneficiario/1 ',
      'DELETE http://programmi.test/api/beneficiario/eliminaBeneficiario/2 ',
    ]);
    expect(updated.data).toEqual([1, 2]);
    expect(deleted.data).toEqual([1, 2]);
  });

  it('says which endpoint a resource lacks', async () => {
    const { dataProvider, sent } = providerAnswering();

    await expect(dataProvider.getList('allegati', {})).rejects.toThrow(
      'The resource "allegati" declares no getList endpoint',
    );
    expect(sent).toEqual([]);
  });
});
