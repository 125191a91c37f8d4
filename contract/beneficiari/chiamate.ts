import type { Endpoint } from '../types';

/** The beneficiary service's reads that no list or action of `beneficiari` declares. */
export const LETTURE_BENEFICIARIO = {
  getCodiceCDP: {
    method: 'GET',
    path: '/api/beneficiario/getCodiceCDP/{idBeneficiario}',
    operationId: 'getCodiceCDP',
  },
} as const satisfies Record<string, Endpoint>;
