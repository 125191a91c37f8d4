import { useState } from 'react';
import type { WizardStep } from './types';

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), Math.max(count - 1, 0));

/** A start step is ignored if any step up to it is disabled. */
export function initialStep(steps: readonly WizardStep[], startStep: number): number {
  const start = clamp(startStep, steps.length);
  return steps.slice(0, start + 1).some((step) => step.disabled) ? 0 : start;
}

export interface WizardOptions {
  readonly startStep?: number;
  readonly onStepChange?: (index: number) => void;
}

/** The active step, always within the steps, and the moves between steps (docs/componenti.md). */
export function useWizard(steps: readonly WizardStep[], { startStep = 0, onStepChange }: WizardOptions = {}) {
  const [requested, setRequested] = useState(() => initialStep(steps, startStep));
  const [loading, setLoading] = useState(false);
  const active = clamp(requested, steps.length);

  const goTo = (index: number) => {
    const target = clamp(index, steps.length);
    if (target === active || steps[target]?.disabled) return;
    setRequested(target);
    onStepChange?.(target);
  };

  /** Awaits the step's handler first; a failure clears the loading, keeps the step and is rethrown. */
  const next = async () => {
    const handler = steps[active]?.onNext;
    if (handler) {
      setLoading(true);
      try {
        await handler();
      } finally {
        setLoading(false);
      }
    }
    goTo(active + 1);
  };

  return { active, loading, goTo, next, back: () => goTo(active - 1) };
}
