import { useCanAccess } from 'react-admin';
import { useOperazione } from '../../../../src/startup/OperazioneContext';
import type { AzioneBeneficiario } from '../../../../contract/beneficiari/azioni';
import type { BeneficiarioRecord } from '../../../../contract/beneficiari/schema';

/**
 * Whether the person may take the beneficiary's named action now (role, state, record), outside read-only operation.
 */
export function usePuo(azione: AzioneBeneficiario, beneficiario: BeneficiarioRecord): boolean {
  const { readOnly } = useOperazione();
  const { canAccess = false } = useCanAccess({
    resource: 'beneficiari',
    action: `action:${azione}`,
    record: beneficiario,
  });
  return canAccess && !readOnly;
}
