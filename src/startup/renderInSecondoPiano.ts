import { notifyManager } from '@tanstack/react-query';
import { startTransition } from 'react';

/**
 * The server's answers are drawn as transitions: React draws them in slices of a few milliseconds and lets the
 * browser answer the person in between, instead of one task as long as the whole screen (on a phone, 100–300 ms for
 * each answer of the programme list). react-query announces its answers through this function; its hooks take them
 * in the announced lane thanks to src/shims/storeInTransizione.ts.
 */
export function disegnaLeRisposteInSecondoPiano(): void {
  notifyManager.setBatchNotifyFunction((annuncia) => startTransition(annuncia));
}
