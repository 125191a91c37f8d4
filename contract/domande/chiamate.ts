import type { Endpoint } from '../types';

/** The application service's calls of other systems, not of this front end (spec §7). */
export const CHIAMATE_ESTERNE_DOMANDA = {
  /** The external portal opens (or finds) a company's draft: client-credentials token only (DESIGN §5). */
  creaDomandaREST: {
    method: 'POST',
    path: '/apigen/domanda/creaDomandaREST',
    body: 'json',
    operationId: 'creaDomandaREST',
  },
} as const satisfies Record<string, Endpoint>;
