import { describe, expect, it } from 'vitest';
import { bancheSchema } from '../../../contract/banche/schema';
import { programmiSchema } from '../../../contract/programmi/schema';
import { createFieldsOf } from '../../../src/engine/forms/createFields';

const asked = (schema: Parameters<typeof createFieldsOf>[0]) =>
  createFieldsOf(schema).map(({ source, required }) => [source, Boolean(required)]);

describe("the engine's create forms", () => {
  it('ask for a natural key, the ABI code of a bank, and leave an id the server assigns out', () => {
    expect(asked(bancheSchema)).toEqual([
      ['abi', true],
      ['denominazione', true],
    ]);
    expect(asked({ ...bancheSchema, naturalKey: false })).toEqual([['denominazione', true]]);
  });

  it("ask for the create path's keys, the programme's call and CUAA, as required, then the call's parameters", () => {
    expect(asked(programmiSchema)).toEqual([
      ['idBando', true],
      ['cuaa', true],
      ['denominazione', false],
      ['codRegione', false],
    ]);
  });
});
