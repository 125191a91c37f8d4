import { describe, expect, it } from 'vitest';
import { jsonAnswer, providerOver, type Answer } from './fakeFetch';
import { allegatiSchema, noteSchema, programmiSchema } from './schemas';

const providerAnswering = (answer?: Answer) => providerOver([noteSchema, allegatiSchema, programmiSchema], answer);

describe('required parameters (spec §5)', () => {
  it('refuses a missing path parameter before any request', async () => {
    const { dataProvider, sent } = providerAnswering();

    await expect(dataProvider.create('note', { data: { testo: 'Senza domanda' } })).rejects.toThrow(
      'Required parameter idDomanda was null or undefined when calling salvaNotaIstruttoria',
    );
    expect(sent).toEqual([]);
  });

  it('refuses a missing required query parameter before any request', async () => {
    const { dataProvider, sent } = providerAnswering();

    await expect(
      dataProvider.action('programmi', 'valida', { params: { idProgrammaInvestimento: 12, esito: null, note: 'ok' } }),
    ).rejects.toThrow('Required parameter esito was null or undefined when calling eseguiValidazioneProgramma');
    expect(sent).toEqual([]);
  });

  it('refuses a missing required body before any request', async () => {
    const { dataProvider, sent } = providerAnswering();

    await expect(
      dataProvider.action('programmi', 'salvaBancaAutorizzata', { params: { idProgrammaInvestimento: 12 } }),
    ).rejects.toThrow('Required parameter body was null or undefined when calling salvaBancaAutorizzata');
    expect(sent).toEqual([]);
  });

  it('refuses a multipart call without its file before any request', async () => {
    const { dataProvider, sent } = providerAnswering();

    await expect(
      dataProvider.create('allegatiProponente', { data: { idProponente: 8, idTipologia: 2 } }),
    ).rejects.toThrow('Required parameter file was null or undefined when calling caricaAllegatoProponente');
    expect(sent).toEqual([]);
  });
});

describe('named actions', () => {
  it('fills the path from the params, then the record, and sends only the declared query', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({ idStato: 'VALIDATO' }));

    const answer = await dataProvider.action('programmi', 'valida', {
      record: { idProgrammaInvestimento: 12, denominazione: 'Filiera del grano' },
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

    await dataProvider.action('programmi', 'salvaBancaAutorizzata', {
      record: { idProgrammaInvestimento: 12 },
      body: { abi: '03069' },
    });

    expect(sent[0].body).toBe(JSON.stringify({ abi: '03069' }));
  });
});

describe('lists and changes of a resource with its own endpoints', () => {
  it('fills list path parameters and declared filters from the filter', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer([{ idNota: 1, testo: 'Prima' }]));

    const { data, total } = await dataProvider.getManyReference('note', {
      target: 'idDomanda',
      id: 4,
      filter: { testo: 'Prima' },
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'idNota', order: 'ASC' },
    });

    const url = new URL(sent[0].url);
    expect(url.origin + url.pathname).toBe('http://generico.test/apigen/istruttoria/listaNoteIstruttoria/4');
    expect(url.search).toBe('?testo=Prima&_start=0&_end=5&_sort=idNota&_order=ASC');
    expect(data).toEqual([{ idNota: 1, testo: 'Prima', id: 1 }]);
    expect(total).toBe(1);
  });

  it('reads one record whose path names it `{id}`, as some legacy calls do', async () => {
    const schema = { ...programmiSchema, endpoints: { getOne: { ...programmiSchema.endpoints!.getOne!, path: '/api/programma/getDatiGeneraliProgramma/{id}' } } };
    const { dataProvider, sent } = providerOver([schema], () => jsonAnswer({ idProgrammaInvestimento: 5 }));

    const { data } = await dataProvider.getOne('programmi', { id: 5 });

    expect(new URL(sent[0].url).pathname).toBe('/api/programma/getDatiGeneraliProgramma/5');
    expect(data).toEqual({ idProgrammaInvestimento: 5, id: 5 });
  });

  it('finds several records in the whole list, filtered by meta, when the resource has no getOne', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer([{ idNota: 1 }, { idNota: 2 }, { idNota: 3 }]));

    const { data } = await dataProvider.getMany('note', { ids: ['1', 3], meta: { idDomanda: 4 } });

    expect(sent[0].url).toBe('http://generico.test/apigen/istruttoria/listaNoteIstruttoria/4');
    expect(data.map((nota) => nota.id)).toEqual([1, 3]);
  });

  it('keeps the sent data when a creation answers nothing', async () => {
    const { dataProvider } = providerAnswering(() => new Response(null, { status: 201 }));

    const { data } = await dataProvider.create('note', { data: { idDomanda: 4, idNota: 77, testo: 'Nota' } });

    expect(data).toEqual({ idDomanda: 4, idNota: 77, testo: 'Nota', id: 77 });
  });

  it('updates and deletes many records one call each', async () => {
    const { dataProvider, sent } = providerAnswering(() => jsonAnswer({}));

    const updated = await dataProvider.updateMany('note', { ids: [1, 2], data: { testo: 'Rivista' } });
    const deleted = await dataProvider.deleteMany('note', { ids: [1, 2] });

    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      'PUT http://generico.test/apigen/istruttoria/modificaNota/1',
      'PUT http://generico.test/apigen/istruttoria/modificaNota/2',
      'DELETE http://generico.test/apigen/istruttoria/eliminaNotaIstruttoria/1',
      'DELETE http://generico.test/apigen/istruttoria/eliminaNotaIstruttoria/2',
    ]);
    expect(updated.data).toEqual([1, 2]);
    expect(deleted.data).toEqual([1, 2]);
  });

  it('says which endpoint a resource lacks', async () => {
    const { dataProvider, sent } = providerAnswering();

    await expect(dataProvider.getList('allegatiProponente', {})).rejects.toThrow(
      'The resource "allegatiProponente" declares no getList endpoint',
    );
    expect(sent).toEqual([]);
  });
});
