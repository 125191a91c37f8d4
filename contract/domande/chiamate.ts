import type { Endpoint } from '../types';

/** The application service's calls of other systems, not of this front end. */
export const CHIAMATE_ESTERNE_DOMANDA = {
  /** The external portal opens (or finds) a company's draft: client-credentials token only. */
  creaDomandaREST: {
    method: 'POST',
    path: '/apigen/domanda/creaDomandaREST',
    body: 'json',
    operationId: 'creaDomandaREST',
  },
} as const satisfies Record<string, Endpoint>;
