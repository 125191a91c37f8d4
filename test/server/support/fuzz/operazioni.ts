/** The operations of the OpenAPI document, with their `$ref`s resolved: what the fuzzer needs of each. */

export type Schema = Record<string, any>;

export interface Parametro {
  readonly nome: string;
  readonly dove: 'path' | 'query';
  readonly schema: Schema;
  readonly obbligatorio: boolean;
}

export interface Operazione {
  readonly metodo: string;
  /** The path as the document writes it, with `{name}` placeholders. */
  readonly percorso: string;
  readonly parametri: readonly Parametro[];
  readonly corpo?: { readonly tipo: 'json' | 'multipart'; readonly schema: Schema };
}

export function operazioniDi(documento: Schema): Operazione[] {
  const risolvi = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (typeof schema.$ref === 'string') {
      const nome = schema.$ref.replace('#/components/schemas/', '');
      return risolvi(documento.components?.schemas?.[nome]);
    }
    return schema;
  };
  const operazioni: Operazione[] = [];
  for (const [percorso, metodi] of Object.entries<Schema>(documento.paths)) {
    for (const [metodo, operazione] of Object.entries<Schema>(metodi)) {
      const contenuto = operazione.requestBody?.content ?? {};
      const multipart = contenuto['multipart/form-data'];
      const json = contenuto['application/json'];
      operazioni.push({
        metodo: metodo.toUpperCase(),
        percorso,
        parametri: (operazione.parameters ?? [])
          .filter((p: Schema) => p.in === 'path' || p.in === 'query')
          .map((p: Schema) => ({
            nome: p.name,
            dove: p.in,
            schema: risolvi(p.schema),
            obbligatorio: p.required === true,
          })),
        corpo: multipart
          ? { tipo: 'multipart', schema: risolvi(multipart.schema) }
          : json
            ? { tipo: 'json', schema: risolvi(json.schema) }
            : undefined,
      });
    }
  }
  return operazioni;
}

/** A value the schema accepts, or close to it: the background against which one part at a time is spoiled. */
export function plausibile(schema: Schema, profondita = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const alternativa = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternativa) return plausibile(alternativa, profondita);
  const tipo = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (tipo) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return profondita > 3 ? {} : oggettoPlausibile(schema, profondita + 1);
    case 'string':
      return testoPlausibile(schema);
    default:
      return null;
  }
}

function oggettoPlausibile(schema: Schema, profondita: number): Record<string, unknown> {
  const valore: Record<string, unknown> = {};
  for (const nome of schema.required ?? []) valore[nome] = plausibile(schema.properties?.[nome] ?? {}, profondita);
  return valore;
}

const PER_FORMATO: Readonly<Record<string, string>> = {
  date: '2025-01-15',
  'date-time': '2025-01-15T10:00:00.000Z',
  email: 'prova@example.it',
  'codice-fiscale': 'RSSMRA80A01H501U',
  'codice-cup': 'J12B34567890123',
  'codice-cor': '123456',
  binary: 'file',
};

function testoPlausibile(schema: Schema): string {
  if (schema.format && PER_FORMATO[schema.format]) return PER_FORMATO[schema.format];
  return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
}
