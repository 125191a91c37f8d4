import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { Nullable } from '../../contract/programmi/record';
import { costruttoreSerializzatori, perLaScrittura } from '../../server/src/http/serializzatore';

const Riga = Type.Object(
  {
    id: Type.Integer(),
    titolo: Nullable(Type.String({ description: 'Titolo' })),
    giorno: Nullable(Type.String({ format: 'date' })),
    importo: Nullable(Type.Number()),
    giorni: Nullable(Type.Integer({ minimum: 0 })),
    scaduta: Nullable(Type.Boolean()),
    sede: Nullable(Type.Object({ comune: Type.String() })),
    stato: Type.Union([Type.Literal('BOZZA'), Type.Literal('INOLTRATA')]),
  },
  { $id: 'RigaDiProva' },
);

const righe = [
  { id: 1, titolo: 'Filiera del grano', giorno: '2026-11-25', importo: 1250.5, giorni: 3, scaduta: false },
  { id: 2, titolo: null, giorno: null, importo: null, giorni: null, scaduta: null, sede: null },
  { id: 3, titolo: 'Olio "extra"\n', giorno: '2026-01-02', importo: 0, giorni: 0, scaduta: true, stato: 'BOZZA' },
].map((riga) => ({ stato: 'INOLTRATA', sede: { comune: 'Roma', extra: 'non dichiarato' }, ...riga, nonDichiarato: 1 }));

async function risposta(conCostruttore: boolean): Promise<string> {
  const app = Fastify(
    conCostruttore ? { schemaController: { compilersFactory: { buildSerializer: costruttoreSerializzatori() } } } : {},
  );
  app.addSchema(Riga);
  app.get('/righe', { schema: { response: { 200: Type.Array(Type.Ref('RigaDiProva')) } } }, async () => righe);
  const { body } = await app.inject({ method: 'GET', url: '/righe' });
  await app.close();
  return body;
}

describe('the responses written without validating each nullable value', () => {
  it('turns a scalar-or-null union into one type list, keeping its keywords, and leaves other unions alone', () => {
    const data = Nullable(Type.String({ format: 'date', description: 'Data' }));
    expect(perLaScrittura(data)).toEqual({ type: ['string', 'null'], format: 'date', description: 'Data' });
    const schema = perLaScrittura(Riga) as { properties: Record<string, unknown> };
    expect(schema.properties.giorni).toEqual({ type: ['integer', 'null'], minimum: 0 });
    expect(schema.properties.sede).toHaveProperty('anyOf');
    expect(schema.properties.stato).toHaveProperty('anyOf');
  });

  it('writes the same JSON as Fastify does by itself, nulls, escapes and undeclared fields included', async () => {
    const nostra = await risposta(true);
    expect(nostra).toBe(await risposta(false));
    expect(JSON.parse(nostra)[1]).toEqual({
      id: 2,
      titolo: null,
      giorno: null,
      importo: null,
      giorni: null,
      scaduta: null,
      sede: null,
      stato: 'INOLTRATA',
    });
  });
});
