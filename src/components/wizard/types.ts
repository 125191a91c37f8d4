import type { ReactNode } from 'react';

export interface WizardStep {
  readonly name: string;
  readonly description?: string;
  /** A disabled step cannot be reached, neither from its header nor with 'Avanti'. */
  readonly disabled?: boolean;
  readonly content: ReactNode;
  /** Awaited before 'Avanti' leaves this step (a save, a check); if it fails the step stays. */
  readonly onNext?: () => Promise<void> | void;
}
