import { Type, type Static } from 'typebox';
import { Nullable } from '../programmi/record';
import { PROPONENTE } from '../roles';
import type { ResourceSchema } from '../types';

/** A company of the person (a `cuaa` of their token), with the name the portal knows for it, if any. */
export const AziendaProponente = Type.Object(
  {
    cuaa: Type.String({ description: 'Codice fiscale (CUAA) dell’azienda' }),
    denominazione: Nullable(Type.String({ description: 'Dall’ultima pratica dell’azienda; nulla se mai vista' })),
  },
  { $id: 'AziendaProponente' },
);
export type AziendaProponente = Static<typeof AziendaProponente>;

/** The companies a proponent may open an application for, named: 'Nuova domanda' offers them. */
export const aziendeProponenteSchema: ResourceSchema<AziendaProponente> = {
  name: 'aziendeProponente',
  idField: 'cuaa',
  label: { one: 'Azienda', many: 'Le mie aziende' },
  fields: [
    { source: 'denominazione', label: 'Denominazione', type: 'text' },
    { source: 'cuaa', label: 'CUAA', type: 'text' },
  ],
  list: { columns: ['denominazione', 'cuaa'] },
  access: { list: [PROPONENTE] },
  endpoints: {
    getList: { method: 'GET', path: '/apigen/domanda/getAziendeProponente', operationId: 'getAziendeProponente' },
  },
};
