import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import type { WizardStep } from './types';
import { useWizard, type WizardOptions } from './useWizard';
import { WizardFooter } from './WizardFooter';
import { WizardStepHeader } from './WizardStepHeader';

export interface WizardProps extends WizardOptions {
  readonly steps: readonly WizardStep[];
  /** Receives what a step's onNext threw; by default it is logged. */
  readonly onError?: (error: unknown) => void;
}

/** A multi-step procedure (docs/componenti.md): step header, the active step's content, 'Indietro' and 'Avanti'. */
export const Wizard = ({ steps, onError = console.error, ...options }: WizardProps) => {
  const { active, loading, goTo, next, back } = useWizard(steps, options);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(active);

  // After a change of step the keyboard and screen reader continue from the new step's heading.
  useEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    headingRef.current?.focus();
  }, [active]);

  const step = steps[active];
  if (!step) return null;
  return (
    <Box>
      <WizardStepHeader steps={steps} active={active} busy={loading} onSelect={goTo} />
      <section aria-labelledby={headingId}>
        <Typography component="h2" variant="h5" id={headingId} ref={headingRef} tabIndex={-1}>
          {step.name}
        </Typography>
        {step.description && <Typography color="text.secondary">{step.description}</Typography>}
        <Box sx={{ mt: 2 }}>{step.content}</Box>
      </section>
      <WizardFooter
        isFirst={active === 0}
        isLast={active === steps.length - 1}
        nextDisabled={Boolean(steps[active + 1]?.disabled)}
        loading={loading}
        onBack={back}
        onNext={() => next().catch(onError)}
      />
    </Box>
  );
};
