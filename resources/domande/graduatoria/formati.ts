import { formatValue } from '../../../src/engine/format';
import type { AnyField } from '../../../src/engine/types';

const campo = (type: AnyField['type']) => ({ source: 'valore', type }) as AnyField;

/** How the ranking's numbers read: euro, points with up to 2 decimals, instants. */
export const euro = (valore: number) => formatValue(campo('currency'), valore);
export const punti = (valore: number) => formatValue(campo('number'), valore);
export const istante = (valore: string) => formatValue(campo('datetime'), valore);
export const giorno = (valore: string) => formatValue(campo('date'), valore);
