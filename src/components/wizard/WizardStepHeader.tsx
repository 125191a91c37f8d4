import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepConnector from '@mui/material/StepConnector';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { WizardStep } from './types';
import { useTelefono } from '../../layout/useTelefono';

interface Props {
  readonly steps: readonly WizardStep[];
  readonly active: number;
  readonly busy: boolean;
  readonly onSelect: (index: number) => void;
}

/** The clickable list of steps; the current one is marked for assistive technology. */
export const WizardStepHeader = ({ steps, active, busy, onSelect }: Props) => {
  const translate = useTranslate();
  // Side by side, five steps are wider than a phone: there they go one under the other.
  const telefono = useTelefono();
  return (
    <nav aria-label={translate('portale.wizard.steps')}>
      {/* The connectors go inside the steps, leaving only list items in the list: MUI does so with labels under the
          icons, and here by hand when the steps are one under the other. */}
      <Stepper
        nonLinear
        alternativeLabel={!telefono}
        orientation={telefono ? 'vertical' : 'horizontal'}
        connector={telefono ? null : undefined}
        activeStep={active}
        component="ol"
        sx={{ listStyle: 'none', p: 0, mb: 3 }}
      >
        {steps.map((step, index) => (
          <Step key={step.name} component="li" completed={false} disabled={step.disabled || busy}>
            {telefono && index > 0 && <StepConnector />}
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
};
