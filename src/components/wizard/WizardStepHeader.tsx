import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WizardStep } from './types';

interface Props {
  readonly steps: readonly WizardStep[];
  readonly active: number;
  readonly busy: boolean;
  readonly onSelect: (index: number) => void;
}

/** The clickable list of steps; the current one is marked for assistive technology. */
export const WizardStepHeader = ({ steps, active, busy, onSelect }: Props) => (
  <nav aria-label={useTranslate()('portale.wizard.steps')}>
    {/* With labels under the icons MUI puts the connectors inside the steps, leaving only list items in the list. */}
    <Stepper nonLinear alternativeLabel activeStep={active} component="ol" sx={{ listStyle: 'none', p: 0, mb: 3 }}>
      {steps.map((step, index) => (
        <Step key={step.name} component="li" completed={false} disabled={step.disabled || busy}>
          <StepButton
            aria-current={index === active ? 'step' : undefined}
            onClick={() => onSelect(index)}
            optional={step.description && <Typography variant="caption">{step.description}</Typography>}
          >
            {step.name}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  </nav>
);
