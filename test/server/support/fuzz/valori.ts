/**
 * The bad and edge values the fuzzer sends (issue 13): each is a way a careless or hostile client has broken a server.
 */

/** PostgreSQL int4 ends at 2147483647; JavaScript's safe integers at 2^53; past both. */
export const INTERI_LIMITE = ['0', '-1', '2147483647', '2147483648', '1e20', '99999999999999999999'];

/** Values of a path or query parameter, already percent-encoded as they travel in the URL. */
export const TESTI_URL = [
  'abc',
  '1.5',
  'a%00b',
  '%00',
  '%ED%A0%80', // a lone UTF-16 surrogate in UTF-8: invalid
  '%FF',
  encodeURIComponent('àèìòù€😀\u202eexe.pdf'),
  'x'.repeat(5000),
  '%20',
  '-9'.repeat(60), // over the router's 100-character limit on a path parameter
];

/** Stands for the JSON number 99999999999999999999, which JSON.stringify cannot write as it is. */
export const NUMERO_ENORME = '__numero_enorme__';

/** Values of a JSON property. */
export const VALORI_CORPO: readonly unknown[] = [
  0,
  -1,
  2147483647,
  2147483648,
  1e20,
  NUMERO_ENORME,
  1.5,
  'a\u0000b',
  '\u0000',
  'x'.repeat(100_000),
  'àèìòù€😀\u202e',
  '\ud800',
  '',
  null,
  true,
  {},
  ['a'],
];

/** Values of a multipart text field. */
export const VALORI_CAMPO = [...INTERI_LIMITE, 'a\u0000b', 'x'.repeat(50_000), 'àèìòù€😀', ''];

export function jsonCon(valore: unknown): string {
  return JSON.stringify(valore).replaceAll(`"${NUMERO_ENORME}"`, '99999999999999999999');
}
