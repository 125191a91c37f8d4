import { usePermissions } from 'react-admin';
import type { DatiGeneraliProgramma } from '../../../contract/programmi/record';
import { isAllowed } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import type { AzioneProponente, ProponenteRecord } from '../../../contract/proponenti/schema';

export type SalvataggiPermessi = Readonly<Record<AzioneProponente | 'modifica', boolean>>;

/**
 * Which saves the policy lets the person make in the programme's state: the browser only hides what the server refuses.
 */
export function usePermessiProponente(
  programma: DatiGeneraliProgramma,
  proponente: ProponenteRecord,
): SalvataggiPermessi {
  const { permissions: roles = [] } = usePermissions<Role[]>();
  const proponenti = (azione: AzioneProponente) =>
    isAllowed({ roles, resource: 'proponenti', permission: `action:${azione}`, record: proponente });
  return {
    modifica: isAllowed({ roles, resource: 'programmi', permission: 'action:modifica', record: programma }),
    salvaMail: proponenti('salvaMail'),
    salvaRappresentanteLegale: proponenti('salvaRappresentanteLegale'),
    salvaReferente: proponenti('salvaReferente'),
    salvaBancaAutorizzata: proponenti('salvaBancaAutorizzata'),
  };
}
