import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';

type Schema = Record<string, unknown>;
type Parte = 'params' | 'querystring';

const DECIMALE = /^-?[0-9]+$/;

const oggetto = (valore: unknown): valore is Schema =>
  typeof valore === 'object' && valore !== null && !Array.isArray(valore);

const intero = (schema: unknown): boolean =>
  oggetto(schema) && (schema.type === 'integer' || (Array.isArray(schema.anyOf) && schema.anyOf.some(intero)));

/** The names of the integer properties of a params or querystring schema. */
function campiInteri(schema: unknown): string[] {
  if (!oggetto(schema) || !oggetto(schema.properties)) return [];
  return Object.entries(schema.properties)
    .filter(([, proprieta]) => intero(proprieta))
    .map(([nome]) => nome);
}

/**
 * onRoute hook: the validator reads a text as a number as JavaScript does, so `" 1"`, `"1 "`, `"0x1"` and `"1e0"`
 * would all name record 1. An integer of an address or a query is decimal digits only; any other text is refused as
 * the validator refuses `"abc"` (a path's id answers the 404 of a missing record, a query's field its 400).
 */
export function soloCifreNegliInteri(route: RouteOptions): void {
  const parti = (['params', 'querystring'] as const)
    .map((parte) => [parte, campiInteri(route.schema?.[parte])] as const)
    .filter(([, campi]) => campi.length > 0);
  if (parti.length === 0) return;
  const controllo = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    for (const [parte, campi] of parti) {
      const valori = (parte === 'params' ? request.params : request.query) as Record<string, unknown> | undefined;
      const errori = campi.filter((campo) => !decimale(valori?.[campo])).map(erroreDiTipo);
      if (errori.length > 0) return done(erroreDiValidazione(parte, errori));
    }
    done();
  };
  const esistenti = route.preValidation;
  route.preValidation = [...(Array.isArray(esistenti) ? esistenti : esistenti ? [esistenti] : []), controllo];
}

/** Absent, empty (the schema decides on those) or decimal: arrays of a repeated query key value by value. */
function decimale(valore: unknown): boolean {
  if (Array.isArray(valore)) return valore.every(decimale);
  return typeof valore !== 'string' || valore === '' || DECIMALE.test(valore);
}

const erroreDiTipo = (campo: string): FastifySchemaValidationError => ({
  keyword: 'type',
  instancePath: `/${campo}`,
  schemaPath: `#/properties/${campo}/type`,
  params: { type: 'integer' },
  message: 'must be integer',
});

function erroreDiValidazione(parte: Parte, validation: FastifySchemaValidationError[]): FastifyError {
  return Object.assign(new Error(`${parte} non valido`), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validation,
    validationContext: parte,
  }) as FastifyError;
}
