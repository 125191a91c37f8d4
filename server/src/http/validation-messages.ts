import type { FastifySchemaValidationError } from 'fastify';
import type { FieldErrors } from './errors';

const TYPE_TEXTS: Readonly<Record<string, string>> = {
  integer: 'Deve essere un numero intero',
  number: 'Deve essere un numero',
  string: 'Deve essere un testo',
  boolean: 'Deve essere vero o falso',
  array: 'Deve essere un elenco',
  object: 'Deve essere un oggetto',
  null: 'Deve essere vuoto',
};

const FORMAT_TEXTS: Readonly<Record<string, string>> = {
  date: 'Data non valida: usare il formato AAAA-MM-GG',
  'date-time': 'Data e ora non valide: usare il formato ISO 8601',
  email: 'Indirizzo email non valido',
  uri: 'Indirizzo non valido',
  'codice-fiscale':
    'Codice fiscale non valido: 16 caratteri per una persona fisica o ' +
    '11 cifre per una persona giuridica, con il carattere di controllo',
  'codice-cup': 'Il CUP deve contenere 15 caratteri: lettere maiuscole e cifre',
  'codice-cor': 'Il codice COR deve contenere solo cifre (al massimo 12)',
};

/** Turns the schema validator's errors into one Italian text per field, keyed by the field's path. */
export function fieldErrors(errors: readonly FastifySchemaValidationError[], context = 'body'): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error) || context;
    result[field] ??= textOf(error);
  }
  return result;
}

function fieldOf({ instancePath, keyword, params }: FastifySchemaValidationError): string {
  const path = instancePath.split('/').filter(Boolean);
  if (keyword === 'required') path.push(String(params.missingProperty));
  if (keyword === 'additionalProperties') path.push(String(params.additionalProperty));
  return path.join('.');
}

function textOf({ keyword, params }: FastifySchemaValidationError): string {
  switch (keyword) {
    case 'required':
      return 'Campo obbligatorio';
    case 'additionalProperties':
      return 'Campo non previsto';
    case 'type':
      return TYPE_TEXTS[String(params.type).split(',')[0]] ?? 'Tipo di dato non valido';
    case 'minimum':
      return `Deve essere maggiore o uguale a ${params.limit}`;
    case 'maximum':
      return `Deve essere minore o uguale a ${params.limit}`;
    case 'exclusiveMinimum':
      return `Deve essere maggiore di ${params.limit}`;
    case 'exclusiveMaximum':
      return `Deve essere minore di ${params.limit}`;
    case 'minLength':
      return Number(params.limit) === 1 ? 'Campo obbligatorio' : `Deve contenere almeno ${params.limit} caratteri`;
    case 'maxLength':
      return `Deve contenere al massimo ${params.limit} caratteri`;
    case 'minItems':
      return `Deve contenere almeno ${params.limit} elementi`;
    case 'maxItems':
      return `Deve contenere al massimo ${params.limit} elementi`;
    case 'enum':
      return `Valore non ammesso; valori possibili: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `Valore non ammesso; valore atteso: ${params.allowedValue}`;
    case 'format':
      return FORMAT_TEXTS[String(params.format)] ?? 'Formato non valido';
    case 'pattern':
      return 'Formato non valido';
    default:
      return 'Valore non valido';
  }
}
