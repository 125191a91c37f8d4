import { describe, expect, it } from 'vitest';
import { bandiSchema } from '../../../contract/bandi/schema';
import type { FieldDeclaration } from '../../../contract/types';
import { columnsOf } from '../../../src/engine/columns';
import { formatValue } from '../../../src/engine/format';

const field = (type: FieldDeclaration['type'], extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
  source: 'valore',
  label: 'Valore',
  type,
  ...extra,
});

describe('view engine', () => {
  it('formats values the Italian way', () => {
    expect(formatValue(field('currency'), 1234.5)).toBe('1.234,50\u00a0€');
    expect(formatValue(field('number'), 1234)).toBe('1.234');
    expect(formatValue(field('percentage'), 12.345)).toBe('12,35 %');
    expect(formatValue(field('date'), '2024-03-01')).toBe('01/03/2024');
    expect(formatValue(field('boolean'), false)).toBe('No');
    expect(formatValue(field('select', { choices: [{ id: 'V', name: 'Contratti di filiera' }] }), 'V')).toBe(
      'Contratti di filiera',
    );
    expect(formatValue(field('number'), null)).toBe('');
  });

  it('offers a column filter only where the legacy list call declares the parameter', () => {
    const istanza = (schema: typeof bandiSchema) => columnsOf(schema).find((column) => column.source === 'descrizione');
    expect(istanza(bandiSchema)?.filterable).toBe(true);

    const getList = { ...bandiSchema.endpoints!.getList!, query: [] };
    expect(istanza({ ...bandiSchema, endpoints: { ...bandiSchema.endpoints, getList } })?.filterable).toBe(false);
  });
});
