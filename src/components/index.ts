export { AmountInput, type AmountInputProps } from './amount/AmountInput';
export { AMOUNT_MASKS, type AmountKind, type AmountMask } from './amount/amountMasks';
export { Wizard, type WizardProps } from './wizard/Wizard';
export type { WizardStep } from './wizard/types';
export { useWizard } from './wizard/useWizard';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export { LoadingErrorsProvider, useLoadingErrors } from './feedback/loadingErrors';
export { LoadingWrapper, type LoadingWrapperProps } from './feedback/LoadingWrapper';
export { UploadProgress, type UploadProgressProps } from './feedback/UploadProgress';
