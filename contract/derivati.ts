import { Type, type TObject } from 'typebox';
import { SCELTE, SCELTE_DA, type Scelta } from './annotazioni';
import type { ChoicesSource, Endpoint, FieldDeclaration } from './types';
import { COR_FORMAT, CUP_FORMAT } from './validators/codici-progetto';
import { CODICE_FISCALE_FORMAT } from './validators/codice-fiscale-schema';

/** A text this long is written in a box of several lines. */
const TESTO_LUNGO = 1000;

type Tipo = Pick<FieldDeclaration, 'type' | 'format' | 'choices' | 'choicesFrom'>;

interface SchemaLetto {
  readonly type?: string;
  readonly format?: string;
  readonly maxLength?: number;
  readonly minLength?: number;
  readonly pattern?: string;
  readonly enum?: readonly string[];
  readonly anyOf?: readonly SchemaLetto[];
  readonly [SCELTE]?: readonly Scelta[];
  readonly [SCELTE_DA]?: ChoicesSource;
}

/** The schema of the value itself, without the null a nullable one also takes. */
const valoreDi = (schema: SchemaLetto): SchemaLetto =>
  schema.anyOf?.find((alternativa) => alternativa.type !== 'null') ?? schema;

function tipoDi(schema: SchemaLetto): Tipo {
  const valore = valoreDi(schema);
  if (valore[SCELTE_DA]) return { type: 'select', choicesFrom: valore[SCELTE_DA] };
  if (valore[SCELTE]) return { type: 'select', choices: valore[SCELTE] };
  if (valore.enum) return { type: 'select', choices: valore.enum.map((id) => ({ id, name: id })) };
  if (valore.format === 'date') return { type: 'date' };
  if (valore.format === 'date-time') return { type: 'datetime' };
  if (valore.format === CUP_FORMAT) return { type: 'text', format: 'codiceCup' };
  if (valore.format === COR_FORMAT) return { type: 'text', format: 'codiceCor' };
  if (valore.type === 'integer' || valore.type === 'number') return { type: 'number' };
  if (valore.type === 'boolean') return { type: 'boolean' };
  return { type: (valore.maxLength ?? 0) >= TESTO_LUNGO ? 'longtext' : 'text' };
}

type Limiti = Pick<FieldDeclaration, 'maxLength' | 'minLength' | 'pattern' | 'format'>;

/** A text's limits in its schema (the null of a nullable one aside): the browser checks what the server will. */
function limitiDelValore(schema: SchemaLetto): Limiti {
  const { type, maxLength, minLength, pattern, format } = valoreDi(schema);
  if (type !== 'string') return {};
  return {
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(minLength !== undefined ? { minLength } : {}),
    ...(pattern !== undefined ? { pattern } : {}),
    ...(format === 'email' ? { format } : {}),
    ...(format === CODICE_FISCALE_FORMAT ? { format: 'codiceFiscale' as const } : {}),
  };
}

/** The limits of one property of an object schema, for a field declared by hand beside it. */
export const limitiDi = <S extends TObject>(schema: S, nome: Extract<keyof S['properties'], string>): Limiti =>
  limitiDelValore(schema.properties[nome] as SchemaLetto);

/**
 * Fields declared by hand for a save, each with the limits the save's schema sets for it (`limitiDi`); a field the
 * schema does not take (shown, not sent) stays as declared.
 */
export const conLimitiDi = <F extends Pick<FieldDeclaration, 'source'>>(schema: TObject, fields: readonly F[]): F[] =>
  fields.map((field) =>
    field.source in schema.properties ? { ...field, ...limitiDelValore(schema.properties[field.source]) } : field,
  );

/**
 * The inputs of a query or of an action's parameters, one per property in the schema's order (or those of `nomi`):
 * the kind from the schema, the label from the catalogue (`resources.<risorsa>.fields.<nome>`).
 */
export function campiDi<S extends TObject>(
  schema: S,
  nomi: readonly Extract<keyof S['properties'], string>[] = Object.keys(schema.properties) as never,
): FieldDeclaration[] {
  const obbligatori = schema.required ?? [];
  return nomi.map((nome) => {
    const letto = schema.properties[nome] as SchemaLetto;
    const tipo = tipoDi(letto);
    // Choices and codes with a format of their own say their rule already.
    const testoLibero = (tipo.type === 'text' || tipo.type === 'longtext') && !tipo.format;
    return {
      source: nome as never,
      ...tipo,
      ...(testoLibero ? limitiDelValore(letto) : {}),
      ...(obbligatori.includes(nome) ? { required: true } : {}),
    };
  });
}

/** The `{placeholders}` of an endpoint's path. */
const segnaposti = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

const parte = (schema: TObject, tenuto: (nome: string) => boolean): TObject =>
  Type.Object(Object.fromEntries(Object.entries(schema.properties).filter(([nome]) => tenuto(nome))));

/** What the path carries of the parameters, and what the query does. */
export function richiestaDi(parametri: TObject, path: string): { params: TObject; querystring?: TObject } {
  const inPath = segnaposti(path);
  const querystring = parte(parametri, (nome) => !inPath.includes(nome));
  return {
    params: parte(parametri, (nome) => inPath.includes(nome)),
    ...(Object.keys(querystring.properties).length ? { querystring } : {}),
  };
}

/** The query names of an endpoint, and the required ones, from the schema of its parameters. */
export function queryDi(parametri: TObject, path = ''): Pick<Endpoint, 'query' | 'requiredQuery'> {
  const inPath = segnaposti(path);
  const query = Object.keys(parametri.properties).filter((nome) => !inPath.includes(nome));
  const requiredQuery = (parametri.required ?? []).filter((nome: string) => query.includes(nome));
  return requiredQuery.length ? { query, requiredQuery } : { query };
}

/**
 * A named action's parameters, declared once as TypeBox: the dialog's fields, the endpoint's query names and its
 * required ones come from them (the server reads `parametri` for its params and querystring).
 */
export function conParametri<const P extends TObject>(parametri: P, endpoint: Endpoint) {
  return {
    parametri,
    fields: campiDi(parametri),
    endpoint: { ...endpoint, ...queryDi(parametri, endpoint.path) },
  };
}
