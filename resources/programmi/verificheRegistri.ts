import type { VerificaBeneficiario } from '../../server/src/modules/registri/schemas';
import type { ResourceSchema } from '../types';

const verifiche = (name: string, registro: string, call: string): ResourceSchema<VerificaBeneficiario> => ({
  name,
  idField: 'idBeneficiario',
  label: { one: `Verifica ${registro}`, many: `Verifiche ${registro}` },
  fields: [
    { source: 'denominazione', label: 'Beneficiario', type: 'text' },
    { source: 'codiceFiscale', label: 'Codice fiscale', type: 'text' },
    { source: 'descrizioneEsito', label: 'Esito', type: 'text' },
    { source: 'dettaglio', label: 'Dettaglio', type: 'text' },
    { source: 'eseguitaIl', label: 'Verificato il', type: 'datetime' },
    { source: 'eseguitaDa', label: 'Verificato da', type: 'text' },
    { source: 'fonte', label: 'Fonte', type: 'text' },
    { source: 'daRipetere', label: 'Da ripetere', type: 'boolean' },
  ],
  list: { columns: ['denominazione', 'codiceFiscale', 'descrizioneEsito', 'dettaglio', 'eseguitaIl', 'eseguitaDa', 'fonte', 'daRipetere'] },
  access: {},
  endpoints: { getList: { method: 'GET', path: `/api/programma/${call}/{id}`, operationId: call } },
});

/**
 * The latest check of each active beneficiary against the national registers (docs/verifiche-registri.md), shown in
 * the programme's 'Verifiche registri' tab; who reads them is the programme's `read:verificheRegistri`.
 */
export const verificheDeggendorfSchema = verifiche('verificheDeggendorf', 'Deggendorf', 'checkVerificheDeggendolf');
export const verificheRnaSchema = verifiche('verificheRna', 'RNA', 'checkVerificheRna');
