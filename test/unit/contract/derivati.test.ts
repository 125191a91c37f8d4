import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { conScelte, conScelteDa, Scelta } from '../../../contract/annotazioni';
import { campiDi, conLimitiDi, conParametri, queryDi, richiestaDi } from '../../../contract/derivati';
import { CodiceFiscale } from '../../../contract/validators/codice-fiscale-schema';
import { CodiceCor, CodiceCup } from '../../../contract/validators/codici-progetto';

/** A hand-written schema with one parameter of each kind a dialog or a filter form offers. */
const Parametri = Type.Object({
  esito: Scelta([
    { id: 'SI', name: 'Sì' },
    { id: 'NO', name: 'No' },
  ]),
  regione: Type.Optional(Type.String({ pattern: '^[0-9]{2}$', ...conScelte([{ id: '12', name: 'Lazio' }]) })),
  utente: Type.String({ ...conScelteDa({ resource: 'persone', value: 'id', label: 'nome' }) }),
  dal: Type.Optional(Type.String({ format: 'date' })),
  quantita: Type.Optional(Type.Integer({ minimum: 0 })),
  scaduta: Type.Optional(Type.Boolean()),
  cup: CodiceCup,
  cor: Type.Optional(CodiceCor),
  nota: Type.Optional(Type.String({ maxLength: 4000 })),
  nome: Type.Optional(Type.String({ maxLength: 200 })),
});

describe('fields derived from a TypeBox schema', () => {
  it('gives each parameter the input of its kind, required where the schema requires it, with no label', () => {
    expect(campiDi(Parametri)).toEqual([
      {
        source: 'esito',
        type: 'select',
        choices: [
          { id: 'SI', name: 'Sì' },
          { id: 'NO', name: 'No' },
        ],
        required: true,
      },
      { source: 'regione', type: 'select', choices: [{ id: '12', name: 'Lazio' }] },
      {
        source: 'utente',
        type: 'select',
        choicesFrom: { resource: 'persone', value: 'id', label: 'nome' },
        required: true,
      },
      { source: 'dal', type: 'date' },
      { source: 'quantita', type: 'number' },
      { source: 'scaduta', type: 'boolean' },
      { source: 'cup', type: 'text', format: 'codiceCup', required: true },
      { source: 'cor', type: 'text', format: 'codiceCor' },
      { source: 'nota', type: 'longtext', maxLength: 4000 },
      { source: 'nome', type: 'text', maxLength: 200 },
    ]);
  });

  it("carries a free text's limits, as the server checks them: not a choice's nor a code's with its own format", () => {
    const Testi = Type.Object({
      abi: Type.String({ pattern: '^[0-9]{5}$' }),
      sigla: Type.Optional(Type.Union([Type.String({ minLength: 2, maxLength: 4 }), Type.Null()])),
    });
    expect(campiDi(Testi)).toEqual([
      { source: 'abi', type: 'text', pattern: '^[0-9]{5}$', required: true },
      { source: 'sigla', type: 'text', minLength: 2, maxLength: 4 },
    ]);
  });

  it("gives hand-declared fields their save's limits and formats, and leaves a field the save does not take", () => {
    const Salva = Type.Object({
      nome: Type.String({ minLength: 1, maxLength: 100 }),
      cap: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9]{5}$' }), Type.Null()])),
      mail: Type.String({ format: 'email', maxLength: 254 }),
      codiceFiscale: CodiceFiscale,
    });
    const campo = (source: string) => ({ source, type: 'text' as const });
    expect(conLimitiDi(Salva, ['nome', 'cap', 'mail', 'codiceFiscale', 'totale'].map(campo))).toEqual([
      { source: 'nome', type: 'text', minLength: 1, maxLength: 100 },
      { source: 'cap', type: 'text', pattern: '^[0-9]{5}$' },
      { source: 'mail', type: 'text', maxLength: 254, format: 'email' },
      { source: 'codiceFiscale', type: 'text', format: 'codiceFiscale' },
      { source: 'totale', type: 'text' },
    ]);
  });

  it('keeps only the named parameters, in the order named', () => {
    expect(campiDi(Parametri, ['nome', 'dal']).map(({ source }) => source)).toEqual(['nome', 'dal']);
  });
});

describe('an endpoint derived from its parameters', () => {
  const path = '/api/x/fai/{id}/{esito}';

  it('queries what the path does not carry, and requires what the schema requires', () => {
    expect(queryDi(Parametri, path)).toEqual({
      query: ['regione', 'utente', 'dal', 'quantita', 'scaduta', 'cup', 'cor', 'nota', 'nome'],
      requiredQuery: ['utente', 'cup'],
    });
    expect(queryDi(Type.Object({ a: Type.Optional(Type.String()) }))).toEqual({ query: ['a'] });
  });

  it('splits the parameters between the path and the querystring for the server', () => {
    const { params, querystring } = richiestaDi(Parametri, path);
    expect(Object.keys(params.properties)).toEqual(['esito']);
    expect(params.required).toEqual(['esito']);
    expect(Object.keys(querystring?.properties ?? {})).toEqual(queryDi(Parametri, path).query);
    expect(richiestaDi(Type.Object({ esito: Type.String() }), path).querystring).toBeUndefined();
  });

  it('gives an action its fields and its endpoint query from one declaration', () => {
    const azione = conParametri(Parametri, { method: 'PUT', path, operationId: 'fai' });
    expect(azione.parametri).toBe(Parametri);
    expect(azione.fields).toEqual(campiDi(Parametri));
    expect(azione.endpoint).toEqual({ method: 'PUT', path, operationId: 'fai', ...queryDi(Parametri, path) });
  });
});
