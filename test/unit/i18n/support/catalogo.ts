import type { ResourceSchema } from '../../../../contract/types';
import { testoDelContratto } from '../../../../i18n/testiContratto';
import { rememberTextsOf } from '../../../../src/engine/labels';

export type Catalogue = { readonly [key: string]: string | Catalogue };

/** Every leaf of a catalogue as [dotted key, text]. */
export const leaves = (catalogue: Catalogue, prefix = ''): [string, string][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

type AnySchema = ResourceSchema<never, never>;

const isSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && 'idField' in value && 'label' in value && 'fields' in value;

/** Every resource declaration exported anywhere in contract/, each once: a new one is found without being listed. */
export const contractSchemas: readonly AnySchema[] = [
  ...new Set(
    Object.values(import.meta.glob<Record<string, unknown>>('../../../../contract/**/*.ts', { eager: true }))
      .flatMap((module) => Object.values(module))
      .filter(isSchema),
  ),
];

/**
 * The keys of every text a person reads from those declarations, with the contract's Italian where it writes one
 * (a label it leaves out is the Italian catalogue's).
 */
export const contractTexts: ReadonlyMap<string, string | undefined> = new Map(
  contractSchemas.flatMap((schema) => rememberTextsOf(schema)).map((key) => [key, testoDelContratto(key)]),
);

const placeholders = (text: string): string => (text.match(/%\{\w+\}/g) ?? []).sort().join(' ');
const pluralForms = (text: string): number => text.split(' |||| ').length;

/**
 * Everything a translation changes against the catalogue it translates, one line per problem: a key it lacks, a key
 * of its own (when `extraKeys` is a problem), a placeholder lost or added, another number of plural forms.
 */
export function differences(
  reference: ReadonlyMap<string, string>,
  translation: ReadonlyMap<string, string>,
  { extraKeys }: { extraKeys: 'problem' | 'allowed' },
): string[] {
  const problems = [...reference].flatMap(([key, text]) => {
    const translated = translation.get(key);
    if (translated === undefined) return [`${key}: missing`];
    return [
      ...(placeholders(translated) === placeholders(text)
        ? []
        : [`${key}: placeholders «${placeholders(translated)}» instead of «${placeholders(text)}»`]),
      ...(pluralForms(translated) === pluralForms(text)
        ? []
        : [`${key}: ${pluralForms(translated)} plural forms instead of ${pluralForms(text)}`]),
    ];
  });
  const extra = extraKeys === 'problem' ? [...translation.keys()].filter((key) => !reference.has(key)) : [];
  return [...problems, ...extra.map((key) => `${key}: not in the reference`)];
}
