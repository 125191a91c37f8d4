import type { BandoRecord } from '../../contract/bandi/schema';

/** Where 'Dettaglio' of a call leads: its programmes (type V or others) or its applications (DC). */
export function programmiPath({ idBando, tipologia }: Pick<BandoRecord, 'idBando' | 'tipologia'>): string {
  if (tipologia === 'V') return `/listaProgrammi/${idBando}`;
  if (tipologia === 'DC') return `/listaProgrammiDC/${idBando}`;
  return `/listaProgrammi${tipologia}/${idBando}`;
}
