export { AmountInput, type AmountInputProps } from './amount/AmountInput';
export { AMOUNT_MASKS, type AmountKind, type AmountMask } from './amount/amountMasks';
export { Wizard, type WizardProps } from './wizard/Wizard';
export type { WizardStep } from './wizard/types';
export { useWizard } from './wizard/useWizard';
