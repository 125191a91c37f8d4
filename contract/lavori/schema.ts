import { MINISTERO } from '../roles';
import type { Endpoint, ResourcePolicy } from '../types';

/** The background jobs, read by the ministry only: what ran, what waits, what failed and why. */
export const lavoriPolicy: ResourcePolicy = { access: { list: [MINISTERO] } };

export const LAVORI = {
  getListaLavori: { method: 'GET', path: '/api/lavori/getListaLavori', operationId: 'getListaLavori' },
} as const satisfies Record<string, Endpoint>;
