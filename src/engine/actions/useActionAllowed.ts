import { startTransition, useEffect, useState } from 'react';
import { useAuthProvider, type RaRecord } from 'react-admin';

/**
 * Whether the auth provider allows a named action on this very record. react-admin's useCanAccess caches its answer
 * by record id, so a button would outlive the state change its own action made until a reload: this asks again
 * whenever the record changes. Without an auth provider everything is allowed, as in react-admin. The answer is drawn
 * as a transition, as the server's answers are (src/startup/renderInSecondoPiano.ts).
 */
export function useActionAllowed(
  resource: string,
  name: string,
  record: RaRecord | undefined,
  /** The answer already given for this record (a row's menu asked before building its items): shown at once. */
  known?: boolean,
): boolean {
  const authProvider = useAuthProvider();
  const asks = Boolean(authProvider?.canAccess);
  const [answer, setAnswer] = useState<{ record: RaRecord; allowed: boolean } | undefined>(() =>
    record && known !== undefined ? { record, allowed: known } : undefined,
  );
  useEffect(() => {
    if (!record || !authProvider?.canAccess) return undefined;
    let current = true;
    const rispondi = (allowed: boolean) => current && startTransition(() => setAnswer({ record, allowed }));
    authProvider.canAccess({ resource, action: `action:${name}`, record }).then(rispondi, () => rispondi(false));
    return () => {
      current = false;
    };
  }, [authProvider, resource, name, record]);
  if (!record) return false;
  if (!asks) return true;
  // While the answer for a re-read of the same record is on its way, the last one holds: flipping to 'not allowed' for
  // that moment would unmount the forms it guards, and what the person was typing in them with it.
  return answer !== undefined && (answer.record === record || answer.record.id === record.id) && answer.allowed;
}
