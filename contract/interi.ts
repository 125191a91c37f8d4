import { Type, type TInteger } from 'typebox';

/** PostgreSQL's `integer` (int4), the type of every id and count column: a value past it fails the query. */
export const INT4_MINIMO = -2_147_483_648;
export const INT4_MASSIMO = 2_147_483_647;

/**
 * The only integer of the contract: bounded to int4 unless the options narrow it, so that no id, page or count a
 * client sends can reach the database out of range (it is refused with a field error instead).
 */
export const Intero = (options: Parameters<typeof Type.Integer>[0] = {}): TInteger =>
  Type.Integer({ minimum: INT4_MINIMO, maximum: INT4_MASSIMO, ...options });
