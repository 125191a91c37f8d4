import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Schema = Record<string, unknown>;
type Costruttore = ReturnType<typeof SerializerSelector>;

const SCALARI = new Set(['string', 'number', 'integer', 'boolean']);
/** What makes a branch more than one plain type: such unions keep their `anyOf`. */
const COMPOSTE = ['anyOf', 'oneOf', 'allOf', 'not', 'if', 'enum', 'const', '$ref'];

const oggetto = (valore: unknown): valore is Schema =>
  typeof valore === 'object' && valore !== null && !Array.isArray(valore);

const soloNull = (ramo: unknown) => oggetto(ramo) && ramo.type === 'null' && !COMPOSTE.some((k) => k in ramo);
const scalare = (ramo: unknown): ramo is Schema =>
  oggetto(ramo) && typeof ramo.type === 'string' && SCALARI.has(ramo.type) && !COMPOSTE.some((k) => k in ramo);

/**
 * The schema as fast-json-stringify best writes it: a scalar-or-null union (`Nullable`, an `anyOf` of two branches)
 * becomes the one type list `[type, 'null']`. For an `anyOf` fast-json-stringify validates each value against each
 * branch with Ajv before writing it, formats included: with about ten such fields a row, that validation was half
 * of writing the programme list's answer (docs/performance.md). The JSON written is the same; the routes' validation
 * and the OpenAPI document keep the declared schema.
 */
export function perLaScrittura(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(perLaScrittura);
  if (!oggetto(schema)) return schema;
  const { anyOf } = schema;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(soloNull) && anyOf.some(scalare)) {
    const { anyOf: _unione, ...fratelli } = schema;
    const tipo = anyOf.find(scalare)!;
    return { ...fratelli, ...tipo, type: [tipo.type, 'null'] };
  }
  return Object.fromEntries(Object.entries(schema).map(([chiave, valore]) => [chiave, perLaScrittura(valore)]));
}

/** Fastify's own serializer builder, given the schemas as `perLaScrittura` rewrites them. */
export function costruttoreSerializzatori(): Costruttore {
  const predefinito = SerializerSelector();
  return (schemiCondivisi, opzioni) => {
    const condivisi = Object.fromEntries(
      Object.entries(schemiCondivisi ?? {}).map(([id, schema]) => [id, perLaScrittura(schema)]),
    );
    const compila = predefinito(condivisi, opzioni);
    return (rotta) => compila({ ...rotta, schema: perLaScrittura(rotta.schema) as typeof rotta.schema });
  };
}
