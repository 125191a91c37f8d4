import type { Incarico } from '../programmi/record';
import type { IncaricoDomanda } from '../domande/record';
import type { FieldDeclaration, ResourceSchema } from '../types';

/** What a queue's row shows, whichever half it comes from. */
type CampoDiCoda = Pick<Incarico, 'descrizioneIncarico' | 'denominazione' | 'descrizioneStato' | 'statoDal'> & {
  readonly scadenzaControdeduzioni?: string | null;
};

const CAMPI_DI_CODA: readonly FieldDeclaration<CampoDiCoda>[] = [
  { source: 'descrizioneIncarico', type: 'text', sortable: true },
  { source: 'denominazione', type: 'text', sortable: true },
  { source: 'descrizioneStato', type: 'text' },
  { source: 'statoDal', type: 'datetime', sortable: true },
  { source: 'scadenzaControdeduzioni', type: 'date' },
];
const LISTA_DI_CODA = {
  columns: ['descrizioneIncarico', 'denominazione', 'descrizioneStato', 'statoDal', 'scadenzaControdeduzioni'],
  sort: { field: 'statoDal', order: 'ASC' },
  perPage: 5,
} as const satisfies ResourceSchema<CampoDiCoda>['list'];

/** The caller's work queue (`getListaIncarichi`): the programmes waiting for an action of theirs. */
export const incarichiSchema: ResourceSchema<Incarico> = {
  name: 'incarichi',
  idField: 'idProgrammaInvestimento',
  label: { one: 'Attività', many: 'Le mie attività' },
  fields: CAMPI_DI_CODA,
  list: LISTA_DI_CODA,
  access: {},
  endpoints: { getList: { method: 'GET', path: '/api/programma/getListaIncarichi', operationId: 'getListaIncarichi' } },
};

/** An item of the merged queue: a programme's or a food-district application's, as its own list answers it. */
export type Attivita = (
  (Incarico & { readonly risorsa: 'incarichi' }) | (IncaricoDomanda & { readonly risorsa: 'incarichiDomanda' })
) & { readonly id: string };

type CampoDiAttivita = CampoDiCoda & { readonly id: string };

/**
 * The person's one work queue: the programmes and the food-district applications waiting for them, in one list and
 * one order (each half as the person's roles have it: `meta.parti` of the list call).
 */
export const attivitaSchema: ResourceSchema<CampoDiAttivita> = {
  name: 'attivita',
  idField: 'id',
  label: { one: 'Attività', many: 'Le mie attività' },
  // Each half words its own tasks, so the merged list cannot sort by them.
  fields: CAMPI_DI_CODA.map((campo) =>
    campo.source === 'descrizioneIncarico' ? { ...campo, sortable: false } : campo,
  ),
  list: LISTA_DI_CODA,
  access: {},
  unione: ['incarichi', 'incarichiDomanda'],
};
