import type { VerificaBeneficiario } from '../registri/record';
import { elenco } from '../elenco';
import { DEL_PROGRAMMA } from './letture';

const verifiche = (name: string, registro: string, call: string) =>
  elenco<VerificaBeneficiario>({
    name,
    idField: 'idBeneficiario',
    label: { one: `Verifica ${registro}`, many: `Verifiche ${registro}` },
    fields: [
      { source: 'denominazione', type: 'text' },
      { source: 'codiceFiscale', type: 'text' },
      { source: 'descrizioneEsito', type: 'text' },
      { source: 'dettaglio', type: 'text' },
      { source: 'eseguitaIl', type: 'datetime' },
      { source: 'eseguitaDaNome', type: 'text' },
      { source: 'fonte', type: 'text' },
      { source: 'daRipetere', type: 'boolean' },
    ],
    path: `/api/programma/${call}/{id}`,
    parent: DEL_PROGRAMMA,
  });

/**
 * The latest check of each active beneficiary against the national registers (docs/verifiche-registri.md), shown in
 * the programme's 'Verifiche registri' tab; who reads them is the programme's `read:verificheRegistri`.
 */
export const verificheDeggendorfSchema = verifiche('verificheDeggendorf', 'Deggendorf', 'checkVerificheDeggendolf');
export const verificheRnaSchema = verifiche('verificheRna', 'RNA', 'checkVerificheRna');
