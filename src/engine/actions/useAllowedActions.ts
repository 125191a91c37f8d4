import { startTransition, useEffect, useState } from 'react';
import { useAuthProvider, type RaRecord } from 'react-admin';
import type { NamedAction } from './placement';

/**
 * Those of the actions the auth provider allows on this very record (asked again whenever the record changes, as
 * `useActionAllowed` does); undefined while it answers. Without an auth provider everything is allowed. The answer is
 * drawn as a transition, as the server's answers are (src/startup/renderInSecondoPiano.ts): ten rows' menus at once.
 */
export function useAllowedActions(
  resource: string,
  actions: readonly NamedAction[],
  record: RaRecord | undefined,
): readonly NamedAction[] | undefined {
  const authProvider = useAuthProvider();
  const [answer, setAnswer] = useState<{ record: RaRecord; allowed: readonly NamedAction[] }>();
  useEffect(() => {
    if (!record || !authProvider?.canAccess) return undefined;
    const canAccess = authProvider.canAccess.bind(authProvider);
    let current = true;
    Promise.all(
      actions.map(([name]) => canAccess({ resource, action: `action:${name}`, record }).catch(() => false)),
    ).then((answers) => {
      if (current) startTransition(() => setAnswer({ record, allowed: actions.filter((_, index) => answers[index]) }));
    });
    return () => {
      current = false;
    };
  }, [authProvider, resource, actions, record]);
  if (!record) return [];
  if (!authProvider?.canAccess) return actions;
  return answer?.record === record ? answer.allowed : undefined;
}
